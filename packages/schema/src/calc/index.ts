export * from './check-expression.js';
export * from './compute.js';
export * from './evaluate.js';
export type * from './types.js';
