import { sessionLink } from '../http/session-link.js';

/** Pictures kept once fetched, so scrolling the history back and forth does not fetch them again. */
const KEPT_PICTURES = 100;
const kept = new Map<string, Promise<string>>();

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * A chat picture as a data: address. The server shows a chat picture only to a signed-in user who
 * sent or received it, and an <img> sends no token, so the picture is fetched with the token
 * instead; a data: address is what the console's content policy lets an <img> show (blob: it
 * refuses). A refusal (the server answers in its envelope, not with a picture) rejects.
 */
export function pictureData(src: string): Promise<string> {
  const known = kept.get(src);
  if (known) return known;
  const token = sessionLink().getToken();
  const pending = fetch(src, { headers: token ? { Authorization: token } : {} }).then(async (response) => {
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('image/')) throw new Error(`not a picture: ${src}`);
    return readAsDataUrl(await response.blob());
  });
  pending.catch(() => kept.delete(src));
  kept.set(src, pending);
  if (kept.size > KEPT_PICTURES) kept.delete(kept.keys().next().value as string);
  return pending;
}
