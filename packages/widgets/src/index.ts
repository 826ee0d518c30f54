export { AlertWidget } from './alert/AlertWidget.js';
export { AmountCapitals, type AmountCapitalsProps } from './amount-capitals/AmountCapitals.js';
export * from './approver-select/index.js';
export * from './area-select/index.js';
export { AutoCompleteWidget, type AutoCompleteWidgetProps } from './auto-complete/AutoCompleteWidget.js';
export { type SuggestionSource, suggestionTexts, useSuggestions } from './auto-complete/use-suggestions.js';
export { BarcodeWidget, type BarcodeWidgetProps } from './barcode/BarcodeWidget.js';
export { BARCODE_DEFAULTS, isBarcodeText } from './barcode/barcode-text.js';
export * from './bill-rule/index.js';
export { ButtonWidget } from './button/ButtonWidget.js';
export { CalculateWidget, type CalculateWidgetProps } from './calculate/CalculateWidget.js';
export { CALCULATE_DEBOUNCE_MS, type Calculation, useCalculated } from './calculate/use-calculated.js';
export { CardContainer, type CardContainerProps } from './card/CardContainer.js';
export { CascaderWidget, type CascaderWidgetProps } from './cascader/CascaderWidget.js';
export { CheckboxWidget, type CheckboxWidgetProps } from './checkbox/CheckboxWidget.js';
export { CollapseContainer, type CollapseContainerProps } from './collapse/CollapseContainer.js';
export { ColorPickerWidget, type ColorPickerWidgetProps } from './color-picker/ColorPickerWidget.js';
export * from './data-provider/index.js';
export {
  type DateKind,
  DatePickerWidget,
  type DatePickerWidgetProps,
} from './date-picker/DatePickerWidget.js';
export { DividerWidget } from './divider/DividerWidget.js';
export {
  DocPreviewDialog,
  type DocPreviewDialogProps,
  docPreviewTitle,
  FILE_MISSING,
} from './doc-preview/DocPreviewDialog.js';
export { EditorWidget, type EditorWidgetProps, RichTextView } from './editor/EditorWidget.js';
export { sanitizeHtml } from './editor/sanitize.js';
export { EDITOR_TOOLBAR } from './editor/toolbar.js';
export {
  FULL_SCREEN_UNSUPPORTED,
  FullScreenToggle,
  type FullScreenToggleProps,
} from './full-screen/FullScreenToggle.js';
export { GroupTitleWidget } from './group-title/GroupTitleWidget.js';
export { md5OfText } from './hash/md5-text.js';
export {
  defaultWording,
  languageOfLocale,
  useDefaultWording,
  useWidgetLanguage,
  useWidgetText,
  WIDGET_LANGUAGES,
  type WidgetCatalogue,
  type WidgetLanguage,
  type WidgetT,
  type WidgetTextKey,
  widgetsI18n,
  widgetText,
} from './i18n/index.js';
export { InputWidget, type InputWidgetProps } from './input/InputWidget.js';
export { InputNumberWidget, type InputNumberWidgetProps } from './input-number/InputNumberWidget.js';
export * from './interface-select/index.js';
export { LinkWidget } from './link/LinkWidget.js';
export { CANONICAL_OPTION_KEYS, FORM_OWNED_PROPS } from './meta/component-props.js';
export {
  createWidgetMetas,
  type LocalizedText,
  PALETTE_GROUPS,
  type PaletteGroup,
  type ParentKind,
  type PropsJsonSchema,
  type PropsLanguage,
  paletteMetas,
  propsSchemaIn,
  WIDGET_METAS,
  type WidgetMeta,
  type WidgetMetas,
  widgetMetaOf,
} from './meta/index.js';
export { NumRangeWidget, type NumRangeWidgetProps } from './num-range/NumRangeWidget.js';
export { type NumRangeValue, numRangeOf } from './num-range/num-range-value.js';
export * from './org-list-select/index.js';
export * from './organize-select/index.js';
export * from './popup-select/index.js';
export { QrcodeWidget, type QrcodeWidgetProps } from './qrcode/QrcodeWidget.js';
export { QRCODE_FIELD_DEFAULT_SIZE, QRCODE_SIZE, type QrFormPayload } from './qrcode/qrcode-text.js';
export { RadioWidget, type RadioWidgetProps } from './radio/RadioWidget.js';
export { RateWidget, type RateWidgetProps } from './rate/RateWidget.js';
export { CONTAINER_COMPONENTS } from './registry/containers.js';
export { type DefaultWidgetKey, WIDGET_DEFINITIONS } from './registry/definitions.js';
export { type LoadOnUse, loadOnUse } from './registry/load-on-use.js';
export {
  createWidgetRegistry,
  DEFAULT_WIDGETS,
  preloadWidgets,
  SubTableWidget,
  type WidgetComponent,
  type WidgetRegistry,
} from './registry/registry.js';
export { defineWidget, type RegistryKey, type WidgetDefinition } from './registry/widget-definition.js';
export * from './relation-attr/index.js';
export * from './relation-data/index.js';
export * from './relation-form/index.js';
export { RowContainer, type RowContainerProps } from './row/RowContainer.js';
export { SelectWidget, type SelectWidgetProps } from './select/SelectWidget.js';
export type { ContainerPane } from './shared/container-pane.js';
export type { DisplayWidgetProps } from './shared/display.js';
export type {
  OptionKeys,
  OptionRecord,
  OptionsProps,
  WidgetFormContext,
  WidgetProps,
} from './shared/types.js';
export { SliderWidget, type SliderWidgetProps } from './slider/SliderWidget.js';
export * from './sub-table/index.js';
export { SwitchWidget, type SwitchWidgetProps } from './switch/SwitchWidget.js';
export {
  CreateTimeWidget,
  CreateUserWidget,
  CurrOrganizeWidget,
  CurrPositionWidget,
  ModifyTimeWidget,
  ModifyUserWidget,
  type SystemFieldWidgetProps,
} from './system-fields/SystemFieldWidget.js';
export { TabsContainer, type TabsContainerProps } from './tab/TabsContainer.js';
export { type GridCellPlace, gridCellsOf, newGridRows } from './table-grid/grid-cells.js';
export {
  type GridCellView,
  TableGridContainer,
  type TableGridContainerProps,
} from './table-grid/TableGridContainer.js';
export { TextWidget } from './text/TextWidget.js';
export { TextareaWidget, type TextareaWidgetProps } from './textarea/TextareaWidget.js';
export { TimePickerWidget, type TimePickerWidgetProps } from './time-picker/TimePickerWidget.js';
export * from './tree-select/index.js';
export * from './upload/index.js';
export * from './user-select/index.js';
