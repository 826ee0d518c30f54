import DOMPurify from 'dompurify';

/** What Quill leaves behind when everything is deleted. */
const EMPTY_EDITOR = /^(<p>(<br>|<br\/>|\s|&nbsp;)*<\/p>)*$/i;

/**
 * Rich text as stored and shown: DOMPurify strips scripts, event handlers and javascript: links
 * while keeping Quill's formatting (classes, colour styles, lists, links, images). An editor
 * holding only empty paragraphs is ''.
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  const clean = DOMPurify.sanitize(html);
  return EMPTY_EDITOR.test(clean.trim()) ? '' : clean;
}
