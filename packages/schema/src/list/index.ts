export * from './meta-schema.js';
export * from './types.js';
