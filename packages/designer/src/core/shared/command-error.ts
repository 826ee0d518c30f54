/**
 * Why an edit is refused: an English message, and for refusals a user can cause (a drop into
 * the wrong container, a bad field name) a code and the values the message names, so the
 * screen can word it in the user's language.
 */
export interface Refusal {
  message: string;
  code?: string;
  params?: Record<string, string>;
}

/**
 * An edit the document refuses (unknown node, a move into the node's own descendant, a path that
 * would touch `children`...). Nothing has changed when it is thrown.
 */
export class CommandError extends Error implements Refusal {
  override name = 'CommandError';
  readonly code: string | undefined;
  readonly params: Record<string, string> | undefined;

  constructor(message: string, code?: string, params?: Record<string, string>) {
    super(message);
    this.code = code;
    this.params = params;
  }

  static from(refusal: Refusal): CommandError {
    return new CommandError(refusal.message, refusal.code, refusal.params);
  }
}
