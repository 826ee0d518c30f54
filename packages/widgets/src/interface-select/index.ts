export { INTERFACE_PICKER_TITLE, InterfaceDialog, type InterfaceDialogProps } from './InterfaceDialog.js';
export { InterfaceSelect, type InterfaceSelectProps } from './InterfaceSelect.js';
export { INTERFACE_PAGE_SIZE, INTERFACE_UNPAGED_SIZE } from './interface-page.js';
