export { CALCULATE_DELAY_MS } from './calc/watch-calculated.js';
export { type CompileOptions, compileFormily } from './compile/compile-formily.js';
export type * from './design/types.js';
export { FormRenderer } from './render/FormRenderer.js';
export { fieldLabels, problemLine, useProblemLines } from './render/field-labels.js';
export * from './types.js';
