import { AppError, badField } from '../../http/envelope.js';

/**
 * What the multipart parser says of a body it cannot read: no boundary, or a body that stops
 * before its closing boundary (a client cut off mid-upload). Both are the sender's doing and earn
 * a 400 naming the file; the parser gives them no code, only these texts.
 */
const BROKEN_FORM = /boundary not found|unexpected end of multipart data|Boundary required/i;

/** The 400 a broken form earns; any other error unchanged. */
export function asBrokenForm(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && BROKEN_FORM.test(error.message)) return badField('file', 'file.brokenForm');
  return error;
}
