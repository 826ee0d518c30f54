/** One attached file as the message lists it. */
export interface Attachment {
  name: string;
  url: string;
}

/** Links a sender may attach: the server's own paths and web addresses, never scripts. */
const SAFE_URL = /^(?:https?:\/\/|\/(?!\/))/i;

/**
 * The attachments of a message from its `files` JSON text: entries with a name and a safe link.
 * Anything unreadable is no attachment rather than an error in front of the reader.
 */
export function parseAttachments(files: string | null | undefined): Attachment[] {
  if (!files) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(files);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { name, fileName, url } = entry as Record<string, unknown>;
    const label = typeof name === 'string' && name ? name : typeof fileName === 'string' ? fileName : '';
    if (!label || typeof url !== 'string' || !SAFE_URL.test(url.trim())) return [];
    return [{ name: label, url: url.trim() }];
  });
}
