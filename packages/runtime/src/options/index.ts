export { FAILED_TTL_MS, OPTIONS_TTL_MS } from './option-cache.js';
export { type FieldOptionsState, useFieldOptions } from './use-field-options.js';
