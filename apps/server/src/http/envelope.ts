import { type Envelope, ResultCode } from '@formwork/schema';

/** A failure the user should read: answered as `{code, msg}` with HTTP 200, as the clients expect. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(ResultCode.badRequest, message);
export const forbidden = () => new AppError(ResultCode.forbidden, 'Permission Denied');

export function ok<T>(data?: T, msg = 'Success'): Envelope<T> {
  return data === undefined ? { code: ResultCode.ok, msg } : { code: ResultCode.ok, msg, data };
}
