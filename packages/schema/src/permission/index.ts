export * from './can-access.js';
