export * from './import-form.js';
export type * from './jnpf-types.js';
