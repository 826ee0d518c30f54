export { AREA_PICKER_TITLE, AreaPickerDialog, type AreaPickerDialogProps } from './AreaPickerDialog.js';
export { AreaSelectWidget, type AreaSelectWidgetProps } from './AreaSelectWidget.js';
export {
  AREA_ROOT_ID,
  type AreaSelectValue,
  areaPathsOf,
  areaPathText,
  areaValueOf,
  DEFAULT_AREA_LEVEL,
  isAreaLeaf,
  type PickedArea,
} from './area-path.js';
