import type { RichTextEditorProps } from '@formwork/shell';
import { EditorWidget } from '@formwork/widgets';
// The rich-text editor's toolbar and content styles; the widget package leaves CSS to its host.
import 'quill/dist/quill.snow.css';

/** A notice's body in the widget package's rich-text editor (sanitised HTML in and out). */
export function NoticeBodyEditor({ value, onChange }: RichTextEditorProps) {
  return <EditorWidget value={value} onChange={(html) => onChange?.(html ?? '')} height={260} />;
}
