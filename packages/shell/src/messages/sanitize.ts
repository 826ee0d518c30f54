import DOMPurify from 'dompurify';

/**
 * A message body as it may be shown: the sender wrote HTML, so scripts, event handlers and
 * javascript: links go while formatting, links and pictures stay.
 */
export function sanitizeMessageHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  return DOMPurify.sanitize(html);
}
