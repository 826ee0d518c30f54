export * from './fields-of.js';
export * from './jnpf-keys.js';
export * from './meta-schema.js';
export { formPatternProblems } from './pattern-problems.js';
export { type LinearPattern, linearPattern, patternError, patternSource } from './reg-pattern.js';
export * from './samples/leave-request.js';
export * from './types.js';
export * from './validate-schema.js';
export { walkFields } from './walk.js';
