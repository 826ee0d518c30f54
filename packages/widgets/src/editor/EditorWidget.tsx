import type Quill from 'quill';
import { useEffect, useRef } from 'react';
import { useDefaultWording, useWidgetText } from '../i18n/index.js';
import type { WidgetProps } from '../shared/types.js';
import { loadQuill } from './load-quill.js';
import { sanitizeHtml } from './sanitize.js';
import { EDITOR_TOOLBAR } from './toolbar.js';
import { EDITOR_WORDS_CSS, labelEditorChrome } from './toolbar-words.js';

export interface EditorWidgetProps extends WidgetProps<string> {
  /** Editing area height in px. */
  height?: number;
}

/**
 * Rich text (jnpfKey `editor`) with Quill's snow theme and EDITOR_TOOLBAR. The value is HTML,
 * sanitised with DOMPurify both when it comes in and when it goes out. The host page loads
 * `quill/dist/quill.snow.css` (a package without side effects cannot import CSS for it).
 */
export function EditorWidget(props: EditorWidgetProps) {
  if (props.readOnly) return <RichTextView html={props.value} />;
  return <QuillEditor {...props} />;
}

/** Read-only: the sanitised HTML, styled like the editor's content. */
export function RichTextView({ html }: { html?: string | null }) {
  return (
    <div
      className="fw-widget-editor-view ql-editor"
      style={{ padding: 0 }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through DOMPurify.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}

function QuillEditor({ value, onChange, disabled, placeholder, height = 300 }: EditorWidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  // The HTML last emitted or loaded, so the value coming back from the form is not reloaded
  // (that would move the caret to the start on every keystroke).
  const current = useRef<string | null>(null);
  const shown = useDefaultWording();
  const t = useWidgetText();
  const words = useRef(t);
  words.current = t;
  const latest = useRef({ value, onChange, disabled, placeholder: shown(placeholder), height });
  latest.current = { value, onChange, disabled, placeholder: shown(placeholder), height };

  useEffect(() => {
    let cancelled = false;
    const element = host.current;
    // Loaded on first use: most forms have no editor, and Quill is large.
    void loadQuill().then(({ default: QuillClass }) => {
      if (cancelled || !element) return;
      const editorArea = element.appendChild(document.createElement('div'));
      editorArea.style.height = `${latest.current.height}px`;
      const editor = new QuillClass(editorArea, {
        theme: 'snow',
        modules: { toolbar: EDITOR_TOOLBAR },
        placeholder: latest.current.placeholder,
        readOnly: latest.current.disabled === true,
      });
      labelEditorChrome(element, words.current);
      current.current = load(editor, latest.current.value);
      editor.on('text-change', () => {
        const html = sanitizeHtml(editor.getSemanticHTML());
        if (html === current.current) return;
        current.current = html;
        latest.current.onChange?.(html);
      });
      quill.current = editor;
    });
    return () => {
      cancelled = true;
      quill.current = null;
      element?.replaceChildren();
    };
  }, []);

  useEffect(() => {
    const editor = quill.current;
    if (editor && sanitizeHtml(value) !== current.current) current.current = load(editor, value);
  }, [value]);

  useEffect(() => {
    quill.current?.enable(disabled !== true);
  }, [disabled]);

  useEffect(() => {
    if (quill.current && host.current) labelEditorChrome(host.current, t);
  }, [t]);

  return (
    <>
      <style>{EDITOR_WORDS_CSS}</style>
      <div ref={host} className="fw-widget-editor" />
    </>
  );
}

/** Puts sanitised HTML into the editor without an echo; returns what was loaded. */
function load(editor: Quill, html: string | undefined): string {
  const clean = sanitizeHtml(html);
  editor.setContents(editor.clipboard.convert({ html: clean }), 'silent');
  return clean;
}
