export { compileDataSchema, type CompileOptions, isServerFilled, REQUIRED_MESSAGE } from './compile.js';
export * from './messages.js';
export * from './validate-data.js';
export { countMisfits } from './value-fit.js';
export type { TypeChange } from './type-change.js';
