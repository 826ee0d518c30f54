// What other domains may use of this one; everything else here is its own.
export { type FieldOptionsLookup, loadFieldOptions } from './field-options.js';
