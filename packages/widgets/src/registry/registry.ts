import type { JnpfKey } from '@formwork/schema';
import { createElement, forwardRef } from 'react';
import { AlertWidget } from '../alert/AlertWidget.js';
import { AreaSelectWidget } from '../area-select/AreaSelectWidget.js';
import { AutoCompleteWidget } from '../auto-complete/AutoCompleteWidget.js';
import { BarcodeWidget } from '../barcode/BarcodeWidget.js';
import { BillRuleWidget } from '../bill-rule/BillRuleWidget.js';
import { ButtonWidget } from '../button/ButtonWidget.js';
import { CalculateWidget } from '../calculate/CalculateWidget.js';
import { CascaderWidget } from '../cascader/CascaderWidget.js';
import { CheckboxWidget } from '../checkbox/CheckboxWidget.js';
import { ColorPickerWidget } from '../color-picker/ColorPickerWidget.js';
import { DatePickerWidget } from '../date-picker/DatePickerWidget.js';
import { DividerWidget } from '../divider/DividerWidget.js';
import { EditorWidget } from '../editor/EditorWidget.js';
import { GroupTitleWidget } from '../group-title/GroupTitleWidget.js';
import { InputWidget } from '../input/InputWidget.js';
import { InputNumberWidget } from '../input-number/InputNumberWidget.js';
import { LinkWidget } from '../link/LinkWidget.js';
import { NumRangeWidget } from '../num-range/NumRangeWidget.js';
import { GroupSelectWidget, PosSelectWidget, RoleSelectWidget } from '../org-list-select/OrgListWidgets.js';
import { DepSelectWidget } from '../organize-select/DepSelectWidget.js';
import { OrganizeSelectWidget } from '../organize-select/OrganizeSelectWidget.js';
import { PopupSelectWidget } from '../popup-select/PopupSelectWidget.js';
import { PopupTableSelectWidget } from '../popup-select/PopupTableSelectWidget.js';
import { QrcodeWidget } from '../qrcode/QrcodeWidget.js';
import { RadioWidget } from '../radio/RadioWidget.js';
import { RateWidget } from '../rate/RateWidget.js';
import { PopupAttrWidget, RelationFormAttrWidget } from '../relation-attr/RelationAttrWidget.js';
import { RelationFormWidget } from '../relation-form/RelationFormWidget.js';
import { SelectWidget } from '../select/SelectWidget.js';
import { SliderWidget } from '../slider/SliderWidget.js';
import { SubTableView } from '../sub-table/SubTableWidget.js';
import type { SubTableHandle, SubTableWidgetProps } from '../sub-table/types.js';
import { SwitchWidget } from '../switch/SwitchWidget.js';
import {
  CreateTimeWidget,
  CreateUserWidget,
  CurrOrganizeWidget,
  CurrPositionWidget,
  ModifyTimeWidget,
  ModifyUserWidget,
} from '../system-fields/SystemFieldWidget.js';
import { TextWidget } from '../text/TextWidget.js';
import { TextareaWidget } from '../textarea/TextareaWidget.js';
import { TimePickerWidget } from '../time-picker/TimePickerWidget.js';
import { TreeSelectWidget } from '../tree-select/TreeSelectWidget.js';
import { UploadFileWidget } from '../upload/upload-file/UploadFileWidget.js';
import { UploadImgWidget } from '../upload/upload-img/UploadImgWidget.js';
import { UserSelectWidget, UsersSelectWidget } from '../user-select/UserSelectWidget.js';

import type { WidgetComponent, WidgetRegistry } from './types.js';

export type { WidgetComponent, WidgetRegistry };

/** The simple jnpfKeys of issue 4, in the order of the issue text; the schema's key type catches a misspelt one. */
export const SIMPLE_WIDGET_KEYS = [
  'input',
  'textarea',
  'inputNumber',
  'switch',
  'radio',
  'checkbox',
  'select',
  'cascader',
  'datePicker',
  'timePicker',
  'colorPicker',
  'rate',
  'slider',
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'currOrganize',
  'currPosition',
] as const satisfies readonly JnpfKey[];

export type SimpleWidgetKey = (typeof SIMPLE_WIDGET_KEYS)[number];

/**
 * The calculation and display widgets of issue 5. numRange is a search widget rather than a
 * form jnpfKey (API.md); it is registered under that name.
 */
export const CALC_DISPLAY_WIDGET_KEYS = [
  'calculate',
  'numRange',
  'barcode',
  'qrcode',
  'editor',
] as const satisfies readonly (JnpfKey | 'numRange')[];

export type CalcDisplayWidgetKey = (typeof CALC_DISPLAY_WIDGET_KEYS)[number];

/** The pickers and relation widgets of issue 5: people, organisation, places, trees, popups, relations, bill numbers. */
export const PICKER_WIDGET_KEYS = [
  'userSelect',
  'usersSelect',
  'organizeSelect',
  'depSelect',
  'posSelect',
  'roleSelect',
  'groupSelect',
  'areaSelect',
  'treeSelect',
  'popupSelect',
  'popupTableSelect',
  'relationForm',
  'relationFormAttr',
  'popupAttr',
  'billRule',
] as const satisfies readonly JnpfKey[];

export type PickerWidgetKey = (typeof PICKER_WIDGET_KEYS)[number];

/** The display widgets: they show the schema's text and hold no value. */
export const DISPLAY_WIDGET_KEYS = [
  'text',
  'alert',
  'divider',
  'groupTitle',
  'link',
  'button',
] as const satisfies readonly JnpfKey[];

export type DisplayWidgetKey = (typeof DISPLAY_WIDGET_KEYS)[number];

/** The upload widgets: chunked files and whole images. */
export const UPLOAD_WIDGET_KEYS = ['uploadFile', 'uploadImg'] as const satisfies readonly JnpfKey[];

export type UploadWidgetKey = (typeof UPLOAD_WIDGET_KEYS)[number];

type DefaultWidgetKey =
  | SimpleWidgetKey
  | UploadWidgetKey
  | CalcDisplayWidgetKey
  | PickerWidgetKey
  | DisplayWidgetKey
  | 'autoComplete'
  | 'table';

/**
 * The sub-table as registered: it draws its cells with the registry it is registered in (the
 * default one unless the holder passes `widgets`), handed in as a prop so the table's module
 * never imports this one.
 */
export const SubTableWidget = forwardRef<SubTableHandle, SubTableWidgetProps>(
  function SubTableWidget(props, ref) {
    return createElement(SubTableView, { ...props, widgets: props.widgets ?? DEFAULT_WIDGETS, ref });
  },
);

export const DEFAULT_WIDGETS: Readonly<Record<DefaultWidgetKey, WidgetComponent>> = Object.freeze({
  input: InputWidget,
  textarea: TextareaWidget,
  inputNumber: InputNumberWidget,
  switch: SwitchWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  cascader: CascaderWidget,
  datePicker: DatePickerWidget,
  timePicker: TimePickerWidget,
  colorPicker: ColorPickerWidget,
  rate: RateWidget,
  slider: SliderWidget,
  createUser: CreateUserWidget,
  createTime: CreateTimeWidget,
  modifyUser: ModifyUserWidget,
  modifyTime: ModifyTimeWidget,
  currOrganize: CurrOrganizeWidget,
  currPosition: CurrPositionWidget,
  calculate: CalculateWidget,
  numRange: NumRangeWidget,
  barcode: BarcodeWidget,
  qrcode: QrcodeWidget,
  editor: EditorWidget,
  userSelect: UserSelectWidget,
  usersSelect: UsersSelectWidget,
  organizeSelect: OrganizeSelectWidget,
  depSelect: DepSelectWidget,
  posSelect: PosSelectWidget,
  roleSelect: RoleSelectWidget,
  groupSelect: GroupSelectWidget,
  areaSelect: AreaSelectWidget,
  treeSelect: TreeSelectWidget,
  popupSelect: PopupSelectWidget,
  popupTableSelect: PopupTableSelectWidget,
  relationForm: RelationFormWidget,
  relationFormAttr: RelationFormAttrWidget,
  popupAttr: PopupAttrWidget,
  billRule: BillRuleWidget,
  autoComplete: AutoCompleteWidget,
  table: SubTableWidget,
  text: TextWidget,
  alert: AlertWidget,
  divider: DividerWidget,
  groupTitle: GroupTitleWidget,
  link: LinkWidget,
  button: ButtonWidget,
  uploadFile: UploadFileWidget,
  uploadImg: UploadImgWidget,
});

/**
 * A fresh registry: the defaults with `overrides` laid over them. No global state, so two forms
 * on one page can render the same jnpfKey differently.
 */
export function createWidgetRegistry(overrides: Record<string, WidgetComponent> = {}): WidgetRegistry {
  return { ...DEFAULT_WIDGETS, ...overrides };
}
