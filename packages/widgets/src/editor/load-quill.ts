/**
 * Quill, the rich-text editor's engine: large, and fetched only when an editor is first drawn.
 * Apart from the widget so that a host preloading every widget's code can fetch it too without
 * fetching the widget's own module.
 */
export const loadQuill = () => import('quill');
