export * from './form/index.js';
export * from './list/index.js';
export * from './options/index.js';
export * from './page/index.js';
export * from './permission/index.js';
export * from './runtime-context.js';
export * from './transport/index.js';
