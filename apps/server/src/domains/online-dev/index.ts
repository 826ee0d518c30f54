// What other domains may use of this one; everything else here is its own.
export { openModel } from './access.js';
export { dataScopeOf } from './data-scope.js';
export { displayedRecords } from './displayed-records.js';
export { isEmptyValue } from './field-values.js';
export { loadGrants, readableCells, readableFields, usersGrantedModel } from './grants.js';
export { dropModelIndexes, syncModelIndexes } from './indexes.js';
export { fetchPreparedPage, prepareListQuery } from './list-query.js';
export { loadModel, type Model } from './model.js';
export { relationReaderOf } from './picker-names/relation-names.js';
export { grantedCells, readable, storedValues } from './records.js';
