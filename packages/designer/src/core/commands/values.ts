import type { FieldSchema, FormSettings, ListSchema } from '@formwork/schema';
import type { Tree } from '../document/tree.js';
import { CommandError } from '../shared/command-error.js';
import { assignKeys } from './assign-keys.js';
import { inverseOf, parsePath, setIn } from './property-path.js';
import type { SetConfigCommand, SetListCommand, SetPropertyCommand, SetSettingsCommand } from './types.js';

export function applySetProperty(tree: Tree, command: SetPropertyCommand): SetPropertyCommand {
  const node = tree.node(command.id);
  const segments = parsePath(command.path);
  const inverse = inverseOf(node.field, segments);
  const field = setIn(node.field, segments, command.value) as FieldSchema;
  if (field !== node.field) tree.replaceField(node, field);
  return { type: 'setProperty', id: command.id, ...inverse };
}

const structural: ReadonlySet<string> = new Set(['children']);

export function applySetConfig(tree: Tree, command: SetConfigCommand): SetConfigCommand {
  const node = tree.node(command.id);
  const { next, inverse } = assignKeys(node.field as unknown as Record<string, unknown>, command, structural);
  tree.replaceField(node, next as unknown as FieldSchema);
  return { type: 'setConfig', id: command.id, ...inverse };
}

export function applySetSettings(tree: Tree, command: SetSettingsCommand): SetSettingsCommand {
  const settings: unknown = tree.schema.settings;
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings))
    throw new CommandError('the form has no settings object to change');
  const { next, inverse } = assignKeys(settings as Record<string, unknown>, command);
  tree.setSettings(next as FormSettings);
  return {
    type: 'setSettings',
    values: inverse.values,
    ...(inverse.unset && { unset: inverse.unset as (keyof FormSettings)[] }),
  };
}

export function applySetList(tree: Tree, command: SetListCommand): SetListCommand {
  const { list } = command;
  if (list !== null && (typeof list !== 'object' || Array.isArray(list) || list.kind !== 'list'))
    throw new CommandError('a list must be a list schema or null');
  const previous = tree.list ?? null;
  tree.list = (list ?? undefined) as ListSchema | undefined;
  return { type: 'setList', list: previous };
}
