import { type Envelope, ResultCode } from '@formwork/schema';
import { fieldLabel, type MessageKey, type MessageParams, t } from './i18n/index.js';

/** A failure the user should read: answered as `{code, msg}` with HTTP 200, as the clients expect. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The field's code, when the message names it by its label: answered beside `msg` as `field`. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(ResultCode.badRequest, message);
/**
 * A 400 about one field whose problem is worded already, in the request's language:
 * `label: message` for a field with a label in the catalogue (its code then goes beside the
 * message), else `field: message`.
 */
export function fieldProblem(field: string, message: string): AppError {
  const label = fieldLabel(field);
  return label === undefined
    ? badRequest(`${field}: ${message}`)
    : new AppError(ResultCode.badRequest, `${label}: ${message}`, field);
}
/** A 400 about one field, its problem the message `key` in the request's language. */
export const badField = (field: string, key: MessageKey, params?: MessageParams): AppError =>
  fieldProblem(field, t(key, params));
/**
 * A 400 about a field the user's own data names (an interface's parameter, a designed form's
 * field): named as written, since a catalogue label of the same code would be another field's.
 */
export const badDataField = (name: string, key: MessageKey, params?: MessageParams): AppError =>
  badRequest(`${name}: ${t(key, params)}`);
export const forbidden = () => new AppError(ResultCode.forbidden, 'Permission Denied');

export function ok<T>(data?: T, msg = 'Success'): Envelope<T> {
  return data === undefined ? { code: ResultCode.ok, msg } : { code: ResultCode.ok, msg, data };
}

/**
 * `ok` as JSON text around data that is JSON text already: for answers whose data is kept
 * serialized, since a kept list page is read far more often than it changes. The route answers
 * it with a JSON content type, which Fastify sends as it is.
 */
export function okJsonText(dataJson: string, msg = 'Success'): string {
  return `{"code":${ResultCode.ok},"msg":${JSON.stringify(msg)},"data":${dataJson}}`;
}
