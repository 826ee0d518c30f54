export * from './fetched-options.js';
export * from './format-value.js';
export * from './picker-names.js';
