export * from './format/index.js';
export * from './meta-schema.js';
export * from './summary/index.js';
export * from './types.js';
