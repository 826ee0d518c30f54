export * from './import-form.js';
export * from './import-list.js';
export type * from './jnpf-types.js';
