export { exportField } from './export-field.js';
export { exportJnpfForm } from './export-form.js';
export { exportJnpfList } from './export-list.js';
export { type JnpfWidget, jnpfWidgets } from './jnpf-widgets.js';
