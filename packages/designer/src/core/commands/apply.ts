import type { Tree } from '../document/tree.js';
import { CommandError } from '../shared/command-error.js';
import { applyInsert, applyMove, applyRemove, expandWrap } from './structure.js';
import type { BatchCommand, Command } from './types.js';
import { applySetConfig, applySetList, applySetProperty, applySetSettings } from './values.js';

/** Applies a command to the tree and returns its inverse. */
export function applyCommand(tree: Tree, command: Command): Command {
  if (typeof command !== 'object' || command === null) throw new CommandError('a command must be an object');
  switch (command.type) {
    case 'insert':
      return applyInsert(tree, command);
    case 'remove':
      return applyRemove(tree, command);
    case 'move':
      return applyMove(tree, command);
    case 'setProperty':
      return applySetProperty(tree, command);
    case 'setConfig':
      return applySetConfig(tree, command);
    case 'setSettings':
      return applySetSettings(tree, command);
    case 'setList':
      return applySetList(tree, command);
    case 'wrap':
      return applyBatch(tree, expandWrap(tree, command));
    case 'batch':
      return applyBatch(tree, command);
    default:
      throw new CommandError(`unknown command type "${String((command as { type?: unknown }).type)}"`);
  }
}

/** All or nothing: when one command is refused, those before it are undone before rethrowing. */
function applyBatch(tree: Tree, batch: BatchCommand): BatchCommand {
  if (!Array.isArray(batch.commands)) throw new CommandError('a batch needs a list of commands');
  const inverses: Command[] = [];
  try {
    for (const command of batch.commands) inverses.push(applyCommand(tree, command));
  } catch (error) {
    for (let i = inverses.length - 1; i >= 0; i--) applyCommand(tree, inverses[i] as Command);
    throw error;
  }
  return { type: 'batch', commands: inverses.reverse() };
}
