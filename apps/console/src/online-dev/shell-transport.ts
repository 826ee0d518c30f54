import { type Transport, TransportError } from '@formwork/runtime';
import { RequestError, request, wasShown } from '@formwork/shell';

/**
 * The runtime's transport over the shell's one HTTP client, so generated screens share its
 * token, canonical-shape header, timeouts, error toasts and session ending.
 */
export const shellTransport: Transport = async <T>({
  method,
  url,
  params,
  data,
  signal,
  onUploadProgress,
}: Parameters<Transport>[0]) => {
  try {
    const answer = await request<T>({
      method,
      url,
      params,
      data,
      signal,
      ...(onUploadProgress && { onUploadProgress: (event) => onUploadProgress(event.loaded) }),
    });
    return answer.data as T;
  } catch (error) {
    if (error instanceof RequestError)
      throw new TransportError(error.code ?? 0, error.message, error.body?.data, wasShown(error));
    throw error;
  }
};
