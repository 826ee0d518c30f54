export {
  type CompileOptions,
  compileDataSchema,
  isServerFilled,
  REQUIRED_MESSAGE,
  UNUSABLE_PATTERN_MESSAGE,
} from './compile.js';
export * from './messages.js';
export * from './validate-data.js';
export { countMisfits } from './value-fit.js';
export type { TypeChange } from './type-change.js';
