import type { Envelope } from '@formwork/schema';

/** Shown when the server gives no message, or when no answer arrives at all. */
export const FALLBACK_MESSAGE = '请求出错，请重试';

/**
 * A failed call. The client has already shown `message` to the user when this is thrown, so
 * callers only decide what happens next, never what to say.
 */
export class RequestError extends Error {
  override readonly name = 'RequestError';

  constructor(
    message: string,
    /** Body code of the answer; undefined when no usable answer arrived. */
    readonly code: number | undefined,
    readonly body?: Envelope,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

/** True when the HTTP client already told the user about this failure. */
export function wasShown(error: unknown): boolean {
  // Login calls reject with the answer body itself, after the toast.
  return error instanceof RequestError || isEnvelope(error);
}
