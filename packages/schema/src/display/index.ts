export * from './fetched-options.js';
export * from './format-value.js';
