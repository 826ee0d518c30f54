export * from './can-access.js';
export * from './form-items.js';
