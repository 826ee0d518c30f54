import type { FormSchema, ListSchema } from '@formwork/schema';
import {
  type Command,
  CommandError,
  createSelection,
  type ExecuteOptions,
  type FormDocument,
  type History,
  type NodeId,
  type Refusal,
  restoreHistory,
  type Selection,
} from '../../core/index.js';
import { SharedClipboard } from '../clipboard/shared-clipboard.js';

/**
 * One open form: its document, history and selection from the core, plus the clipboard
 * (shared with the console's other tabs) and the last refusal. Every edit goes through `run`, so a refused command becomes
 * a message instead of an exception in a click handler.
 */
export class DesignerSession {
  readonly document: FormDocument;
  readonly history: History;
  readonly selection: Selection;
  /** False when a stored history did not fit and a fresh one was started. */
  readonly restored: boolean;
  readonly clipboard = new SharedClipboard();
  /** A refusal or problem in the user's language; by default its English message. */
  readonly describe: (refusal: Refusal) => string;

  constructor(
    schema: FormSchema,
    storedHistory?: unknown,
    describe: (refusal: Refusal) => string = (refusal) => refusal.message,
    list?: ListSchema,
  ) {
    this.describe = describe;
    const { document, history, restored } = restoreHistory(storedHistory, schema, list);
    this.document = document;
    this.history = history;
    this.restored = restored;
    this.selection = createSelection(document);
  }

  /**
   * Builds and executes a command; answers the refusal's message (or undefined when done).
   * Errors other than refusals are real bugs and pass on.
   */
  run(build: (doc: FormDocument) => Command, options?: ExecuteOptions): string | undefined {
    try {
      this.history.execute(build(this.document), options);
      return undefined;
    } catch (error) {
      if (error instanceof CommandError) return this.describe(error);
      throw error;
    }
  }

  /** Several edits as one undo step; answers the refusal's message, having undone any part. */
  transaction(edit: (doc: FormDocument) => void, label?: string): string | undefined {
    try {
      this.history.transaction(() => edit(this.document), label);
      return undefined;
    } catch (error) {
      if (error instanceof CommandError) return this.describe(error);
      throw error;
    }
  }

  /** The node a schema path (as the runtime's design items name them) leads to. */
  idAt(path: string): NodeId | undefined {
    const found = this.document.resolvePath(path);
    return found && found.rest === '' ? found.id : undefined;
  }

  dispose(): void {
    this.selection.dispose();
  }
}
