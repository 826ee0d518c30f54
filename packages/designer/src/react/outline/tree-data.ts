import type { FieldSchema } from '@formwork/schema';
import type { FormDocument, NodeId } from '../../core/index.js';
import type { DesignerLanguage } from '../i18n/instance.js';
import type { DesignerMetas } from '../meta.js';

export interface OutlineNode {
  key: NodeId;
  title: string;
  jnpfKey: string;
  /** Hidden on the desktop form: drawn dimmed. */
  hidden: boolean;
  children?: OutlineNode[];
}

export function isHidden(field: FieldSchema): boolean {
  const visibility = field.props?.visibility;
  return field.noShow === true || (Array.isArray(visibility) && !visibility.includes('pc'));
}

/** The document as a tree for antd's Tree: each node named by label, else vModel, else widget. */
export function outlineOf(
  doc: FormDocument,
  metas: DesignerMetas,
  language: DesignerLanguage,
): OutlineNode[] {
  const build = (parent: NodeId | null): OutlineNode[] =>
    doc.childIds(parent).map((id) => {
      const field = doc.nodeById(id) as FieldSchema;
      const widget = metas.get(field.jnpfKey)?.title[language] ?? field.jnpfKey;
      const name = field.label || field.vModel;
      const children = doc.childIds(id).length > 0 ? build(id) : undefined;
      return {
        key: id,
        title: name ? `${name} · ${widget}` : widget,
        jnpfKey: field.jnpfKey,
        hidden: isHidden(field),
        ...(children && { children }),
      };
    });
  return build(null);
}
