import type { Command } from '../commands/types.js';
import type { FormDocument } from '../document/document.js';
import { CommandError } from '../shared/command-error.js';
import { Listeners } from '../shared/listeners.js';
import { encodeHistory, type HistoryJSON } from './format.js';

/** One undo step: the command as done and the command that undoes it. */
export interface HistoryEntry {
  label?: string;
  redo: Command;
  undo: Command;
}

export interface ExecuteOptions {
  /** Names the step for an "Undo ..." button. */
  label?: string;
  /**
   * Consecutive executes with the same key become one step (each keystroke in a property
   * field, each pixel of a resize), until anything else is executed, undone or redone.
   */
  mergeKey?: string;
}

function batch(commands: Command[]): Command {
  return commands.length === 1 ? (commands[0] as Command) : { type: 'batch', commands };
}

/** Joins a step with the one just after it; the same value set twice keeps only the last. */
function merge(first: HistoryEntry, next: HistoryEntry): HistoryEntry {
  const a = first.redo;
  const b = next.redo;
  const sameValue =
    (a.type === 'setProperty' && b.type === 'setProperty' && a.id === b.id && a.path === b.path) ||
    (a.type === 'setList' && b.type === 'setList');
  return {
    ...(first.label !== undefined && { label: first.label }),
    redo: sameValue ? b : batch([a, b]),
    undo: sameValue ? first.undo : batch([next.undo, first.undo]),
  };
}

/**
 * Undo and redo without a depth limit. It keeps commands and their inverses, never copies of
 * the schema, so its size follows the edits made, not the size of the form. Every edit of its
 * document must go through it: a command applied to the document directly would leave the
 * steps around it undoing against a form they were not made for.
 */
export class History {
  readonly document: FormDocument;
  readonly #undo: HistoryEntry[];
  readonly #redo: HistoryEntry[];
  readonly #listeners = new Listeners();
  #open: { redo: Command[]; undo: Command[] } | undefined;
  #mergeKey: string | undefined;

  constructor(document: FormDocument, undo: HistoryEntry[] = [], redo: HistoryEntry[] = []) {
    this.document = document;
    this.#undo = undo;
    this.#redo = redo;
  }

  get canUndo(): boolean {
    return this.#undo.length > 0;
  }

  get canRedo(): boolean {
    return this.#redo.length > 0;
  }

  get undoLabel(): string | undefined {
    return this.#undo.at(-1)?.label;
  }

  get redoLabel(): string | undefined {
    return this.#redo.at(-1)?.label;
  }

  /** Steps to undo, oldest first, and steps to redo, the next one last. */
  entries(): { undo: readonly HistoryEntry[]; redo: readonly HistoryEntry[] } {
    return { undo: [...this.#undo], redo: [...this.#redo] };
  }

  /** Applies a command as a new step (or into the open transaction); a new step drops redo. */
  execute(command: Command, options: ExecuteOptions = {}): void {
    const inverse = this.document.apply(command);
    if (this.#open) {
      this.#open.redo.push(command);
      this.#open.undo.unshift(inverse);
    } else this.#record(command, inverse, options);
  }

  /**
   * Everything `edit` executes becomes one undo step (a drop, a bulk edit). If `edit` throws,
   * what it had done is undone and the error passes on. Nested transactions join the outer one.
   */
  transaction<T>(edit: () => T, label?: string): T {
    if (this.#open) return edit();
    const open: { redo: Command[]; undo: Command[] } = { redo: [], undo: [] };
    this.#open = open;
    let result: T;
    try {
      result = edit();
    } catch (error) {
      this.#open = undefined;
      for (const inverse of open.undo) this.document.apply(inverse);
      throw error;
    }
    this.#open = undefined;
    if (open.redo.length > 0)
      this.#record(batch(open.redo), batch(open.undo), label === undefined ? {} : { label });
    return result;
  }

  #record(redo: Command, undo: Command, options: ExecuteOptions): void {
    const entry: HistoryEntry = { redo, undo };
    if (options.label !== undefined) entry.label = options.label;
    const last = this.#undo.at(-1);
    if (last && options.mergeKey !== undefined && options.mergeKey === this.#mergeKey)
      this.#undo[this.#undo.length - 1] = merge(last, entry);
    else this.#undo.push(entry);
    this.#mergeKey = options.mergeKey;
    this.#redo.length = 0;
    this.#listeners.notify();
  }

  undo(): boolean {
    return this.#step(this.#undo, this.#redo, 'undo');
  }

  redo(): boolean {
    return this.#step(this.#redo, this.#undo, 'redo');
  }

  #step(from: HistoryEntry[], to: HistoryEntry[], direction: 'undo' | 'redo'): boolean {
    if (this.#open) throw new CommandError(`cannot ${direction} inside a transaction`);
    const entry = from.pop();
    if (!entry) return false;
    try {
      this.document.apply(entry[direction]);
    } catch (error) {
      from.push(entry);
      throw error;
    }
    to.push(entry);
    this.#mergeKey = undefined;
    this.#listeners.notify();
    return true;
  }

  /** Refused inside a transaction, whose edits are in the document but in no step yet. */
  toJSON(): HistoryJSON {
    if (this.#open) throw new CommandError('cannot save history inside a transaction');
    return encodeHistory(
      this.document.schema,
      this.document.ids(),
      this.#undo,
      this.#redo,
      this.document.list,
    );
  }

  clear(): void {
    this.#undo.length = 0;
    this.#redo.length = 0;
    this.#mergeKey = undefined;
    this.#listeners.notify();
  }

  // Bound, so it can be handed on as it is (useSyncExternalStore calls it without its object).
  readonly subscribe = (listener: () => void): (() => void) => this.#listeners.subscribe(listener);
}

export function createHistory(document: FormDocument): History {
  return new History(document);
}
