/**
 * The editor's toolbar, in this order: bold, italic, underline, strike; headers 1-6; sizes;
 * colours; quote, code block; lists; indent; align; direction; clean; link, image.
 */
export const EDITOR_TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ color: [] }, { background: [] }],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  [{ direction: 'rtl' }],
  ['clean'],
  ['link', 'image'],
];
