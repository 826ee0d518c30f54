export { CascaderWidget, type CascaderWidgetProps } from './cascader/CascaderWidget.js';
export { CheckboxWidget, type CheckboxWidgetProps } from './checkbox/CheckboxWidget.js';
export { ColorPickerWidget, type ColorPickerWidgetProps } from './color-picker/ColorPickerWidget.js';
export {
  type DateKind,
  DatePickerWidget,
  type DatePickerWidgetProps,
} from './date-picker/DatePickerWidget.js';
export { InputWidget, type InputWidgetProps } from './input/InputWidget.js';
export { InputNumberWidget, type InputNumberWidgetProps } from './input-number/InputNumberWidget.js';
export { RadioWidget, type RadioWidgetProps } from './radio/RadioWidget.js';
export { RateWidget, type RateWidgetProps } from './rate/RateWidget.js';
export {
  createWidgetRegistry,
  DEFAULT_WIDGETS,
  SIMPLE_WIDGET_KEYS,
  type SimpleWidgetKey,
  type WidgetComponent,
  type WidgetRegistry,
} from './registry/registry.js';
export { SelectWidget, type SelectWidgetProps } from './select/SelectWidget.js';
export type {
  OptionKeys,
  OptionRecord,
  OptionsProps,
  WidgetFormContext,
  WidgetProps,
} from './shared/types.js';
export { SliderWidget, type SliderWidgetProps } from './slider/SliderWidget.js';
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
export { TextareaWidget, type TextareaWidgetProps } from './textarea/TextareaWidget.js';
export { TimePickerWidget, type TimePickerWidgetProps } from './time-picker/TimePickerWidget.js';
