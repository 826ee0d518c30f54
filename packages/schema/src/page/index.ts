export * from './localize.js';
export * from './meta-schema.js';
export * from './types.js';
export * from './validate-page.js';
