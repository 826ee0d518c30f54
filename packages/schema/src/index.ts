export * from './api/auth.js';
export * from './api/current-user.js';
export * from './api/envelope.js';
export * from './rules/named-rules.js';
