import { useRelationValue } from '../relation-data/RelationDataProvider.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';
import { attrText } from './attr-text.js';

/** relationFormAttr's and popupAttr's schema props (JNPF names). */
export interface RelationAttrWidgetProps extends WidgetProps<unknown> {
  /** The vModel of the relation field whose chosen record this field shows (suffixed in a sub-table row). */
  relationField?: string;
  /** The attribute (column or model field) of that record to show. */
  showField?: string;
  /** The field's own data key; the attribute is shown, not stored. */
  vModel?: string;
}

function RelationAttr({ relationField, showField }: RelationAttrWidgetProps) {
  const value = useRelationValue(relationField, showField);
  return <ReadOnlyText>{attrText(value)}</ReadOnlyText>;
}

/** relationFormAttr: one field of the record chosen in a relationForm field. */
export function RelationFormAttrWidget(props: RelationAttrWidgetProps) {
  return <RelationAttr {...props} />;
}

/** popupAttr: one column of the row chosen in a popupSelect field. */
export function PopupAttrWidget(props: RelationAttrWidgetProps) {
  return <RelationAttr {...props} />;
}
