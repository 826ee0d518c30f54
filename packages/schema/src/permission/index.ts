export * from './form-items.js';
export * from './rule.js';
