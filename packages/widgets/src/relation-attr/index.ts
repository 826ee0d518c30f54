export { attrText } from './attr-text.js';
export {
  PopupAttrWidget,
  type RelationAttrWidgetProps,
  RelationFormAttrWidget,
} from './RelationAttrWidget.js';
