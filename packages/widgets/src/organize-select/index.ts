export { DEPARTMENT_PICKER_TITLE, DepSelectWidget, type DepSelectWidgetProps } from './DepSelectWidget.js';
export {
  ORGANIZE_PICKER_TITLE,
  OrganizeSelectWidget,
  type OrganizeSelectWidgetProps,
  type OrganizeValue,
} from './OrganizeSelectWidget.js';
