export { type ModelSource, modelListParams } from './model-source.js';
export { RelationFormWidget, type RelationFormWidgetProps } from './RelationFormWidget.js';
