export { RelationDataProvider, usePublishRelation, useRelationValue } from './RelationDataProvider.js';
export { createRelationStore, type RelationRow, type RelationStore } from './relation-store.js';
