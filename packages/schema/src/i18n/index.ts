export * from './define-messages.js';
