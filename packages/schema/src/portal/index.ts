export * from './meta-schema.js';
export * from './types.js';
export * from './validate-portal.js';
