export {
  DEFAULT_PROPS_VALUE,
  DEFAULT_RELATION_FIELD,
  type InterfaceSource,
  interfaceListParams,
  interfaceRecordParams,
} from './interface-source.js';
export { type PickerValue, PopupPicker, type PopupPickerProps } from './PopupPicker.js';
export { PopupSelectWidget, type PopupSelectWidgetProps } from './PopupSelectWidget.js';
export { PopupTableSelectWidget, type PopupTableSelectWidgetProps } from './PopupTableSelectWidget.js';
export type { PageQuery } from './page-query.js';
export {
  type ColumnOption,
  EMPTY_TEXT,
  PAGE_SIZES,
  PICKER_TITLE,
  type PickerRow,
  POPUP_PAGE_SIZE,
  POPUP_WIDTH,
  type PopupType,
  UNPAGED_PAGE_SIZE,
} from './popup-config.js';
export { type PopupProps, popupSettings } from './popup-settings.js';
export type { LoadRecord } from './use-chosen-rows.js';
export type { FetchPage } from './use-paged-rows.js';
