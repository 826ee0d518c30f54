export { USER_PICKER_TITLE, UserPickerDialog, type UserPickerDialogProps } from './UserPickerDialog.js';
export { UserSelectWidget, type UserSelectWidgetProps, UsersSelectWidget } from './UserSelectWidget.js';
export { USER_TABS } from './UserTabs.js';
export { CURRENT_USER_ID, CURRENT_USER_NAME, type PickedUser } from './user-value.js';
