import type { JnpfKey } from '@formwork/schema';
import { createElement, forwardRef } from 'react';
import { loadQuill } from '../editor/load-quill.js';
import type { SubTableHandle, SubTableWidgetProps } from '../sub-table/types.js';
import { loadOnUse } from './load-on-use.js';

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
 * The calculation and display widgets. numRange is a search widget rather than a
 * form jnpfKey; it is registered under that name.
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

const SubTableView = loadOnUse(
  () => import('../sub-table/SubTableWidget.js').then((module) => module.SubTableView),
  'SubTableView',
);

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
  input: loadOnUse(
    () => import('../input/InputWidget.js').then((module) => module.InputWidget),
    'InputWidget',
  ),
  textarea: loadOnUse(
    () => import('../textarea/TextareaWidget.js').then((module) => module.TextareaWidget),
    'TextareaWidget',
  ),
  inputNumber: loadOnUse(
    () => import('../input-number/InputNumberWidget.js').then((module) => module.InputNumberWidget),
    'InputNumberWidget',
  ),
  switch: loadOnUse(
    () => import('../switch/SwitchWidget.js').then((module) => module.SwitchWidget),
    'SwitchWidget',
  ),
  radio: loadOnUse(
    () => import('../radio/RadioWidget.js').then((module) => module.RadioWidget),
    'RadioWidget',
  ),
  checkbox: loadOnUse(
    () => import('../checkbox/CheckboxWidget.js').then((module) => module.CheckboxWidget),
    'CheckboxWidget',
  ),
  select: loadOnUse(
    () => import('../select/SelectWidget.js').then((module) => module.SelectWidget),
    'SelectWidget',
  ),
  cascader: loadOnUse(
    () => import('../cascader/CascaderWidget.js').then((module) => module.CascaderWidget),
    'CascaderWidget',
  ),
  datePicker: loadOnUse(
    () => import('../date-picker/DatePickerWidget.js').then((module) => module.DatePickerWidget),
    'DatePickerWidget',
  ),
  timePicker: loadOnUse(
    () => import('../time-picker/TimePickerWidget.js').then((module) => module.TimePickerWidget),
    'TimePickerWidget',
  ),
  colorPicker: loadOnUse(
    () => import('../color-picker/ColorPickerWidget.js').then((module) => module.ColorPickerWidget),
    'ColorPickerWidget',
  ),
  rate: loadOnUse(() => import('../rate/RateWidget.js').then((module) => module.RateWidget), 'RateWidget'),
  slider: loadOnUse(
    () => import('../slider/SliderWidget.js').then((module) => module.SliderWidget),
    'SliderWidget',
  ),
  createUser: loadOnUse(
    () => import('../system-fields/SystemFieldWidget.js').then((module) => module.CreateUserWidget),
    'CreateUserWidget',
  ),
  createTime: loadOnUse(
    () => import('../system-fields/SystemFieldWidget.js').then((module) => module.CreateTimeWidget),
    'CreateTimeWidget',
  ),
  modifyUser: loadOnUse(
    () => import('../system-fields/SystemFieldWidget.js').then((module) => module.ModifyUserWidget),
    'ModifyUserWidget',
  ),
  modifyTime: loadOnUse(
    () => import('../system-fields/SystemFieldWidget.js').then((module) => module.ModifyTimeWidget),
    'ModifyTimeWidget',
  ),
  currOrganize: loadOnUse(
    () => import('../system-fields/SystemFieldWidget.js').then((module) => module.CurrOrganizeWidget),
    'CurrOrganizeWidget',
  ),
  currPosition: loadOnUse(
    () => import('../system-fields/SystemFieldWidget.js').then((module) => module.CurrPositionWidget),
    'CurrPositionWidget',
  ),
  calculate: loadOnUse(
    () => import('../calculate/CalculateWidget.js').then((module) => module.CalculateWidget),
    'CalculateWidget',
  ),
  numRange: loadOnUse(
    () => import('../num-range/NumRangeWidget.js').then((module) => module.NumRangeWidget),
    'NumRangeWidget',
  ),
  barcode: loadOnUse(
    () => import('../barcode/BarcodeWidget.js').then((module) => module.BarcodeWidget),
    'BarcodeWidget',
  ),
  qrcode: loadOnUse(
    () => import('../qrcode/QrcodeWidget.js').then((module) => module.QrcodeWidget),
    'QrcodeWidget',
  ),
  editor: loadOnUse(
    () => import('../editor/EditorWidget.js').then((module) => module.EditorWidget),
    'EditorWidget',
  ),
  userSelect: loadOnUse(
    () => import('../user-select/UserSelectWidget.js').then((module) => module.UserSelectWidget),
    'UserSelectWidget',
  ),
  usersSelect: loadOnUse(
    () => import('../user-select/UserSelectWidget.js').then((module) => module.UsersSelectWidget),
    'UsersSelectWidget',
  ),
  organizeSelect: loadOnUse(
    () => import('../organize-select/OrganizeSelectWidget.js').then((module) => module.OrganizeSelectWidget),
    'OrganizeSelectWidget',
  ),
  depSelect: loadOnUse(
    () => import('../organize-select/DepSelectWidget.js').then((module) => module.DepSelectWidget),
    'DepSelectWidget',
  ),
  posSelect: loadOnUse(
    () => import('../org-list-select/OrgListWidgets.js').then((module) => module.PosSelectWidget),
    'PosSelectWidget',
  ),
  roleSelect: loadOnUse(
    () => import('../org-list-select/OrgListWidgets.js').then((module) => module.RoleSelectWidget),
    'RoleSelectWidget',
  ),
  groupSelect: loadOnUse(
    () => import('../org-list-select/OrgListWidgets.js').then((module) => module.GroupSelectWidget),
    'GroupSelectWidget',
  ),
  areaSelect: loadOnUse(
    () => import('../area-select/AreaSelectWidget.js').then((module) => module.AreaSelectWidget),
    'AreaSelectWidget',
  ),
  treeSelect: loadOnUse(
    () => import('../tree-select/TreeSelectWidget.js').then((module) => module.TreeSelectWidget),
    'TreeSelectWidget',
  ),
  popupSelect: loadOnUse(
    () => import('../popup-select/PopupSelectWidget.js').then((module) => module.PopupSelectWidget),
    'PopupSelectWidget',
  ),
  popupTableSelect: loadOnUse(
    () => import('../popup-select/PopupTableSelectWidget.js').then((module) => module.PopupTableSelectWidget),
    'PopupTableSelectWidget',
  ),
  relationForm: loadOnUse(
    () => import('../relation-form/RelationFormWidget.js').then((module) => module.RelationFormWidget),
    'RelationFormWidget',
  ),
  relationFormAttr: loadOnUse(
    () => import('../relation-attr/RelationAttrWidget.js').then((module) => module.RelationFormAttrWidget),
    'RelationFormAttrWidget',
  ),
  popupAttr: loadOnUse(
    () => import('../relation-attr/RelationAttrWidget.js').then((module) => module.PopupAttrWidget),
    'PopupAttrWidget',
  ),
  billRule: loadOnUse(
    () => import('../bill-rule/BillRuleWidget.js').then((module) => module.BillRuleWidget),
    'BillRuleWidget',
  ),
  autoComplete: loadOnUse(
    () => import('../auto-complete/AutoCompleteWidget.js').then((module) => module.AutoCompleteWidget),
    'AutoCompleteWidget',
  ),
  table: SubTableWidget,
  text: loadOnUse(() => import('../text/TextWidget.js').then((module) => module.TextWidget), 'TextWidget'),
  alert: loadOnUse(
    () => import('../alert/AlertWidget.js').then((module) => module.AlertWidget),
    'AlertWidget',
  ),
  divider: loadOnUse(
    () => import('../divider/DividerWidget.js').then((module) => module.DividerWidget),
    'DividerWidget',
  ),
  groupTitle: loadOnUse(
    () => import('../group-title/GroupTitleWidget.js').then((module) => module.GroupTitleWidget),
    'GroupTitleWidget',
  ),
  link: loadOnUse(() => import('../link/LinkWidget.js').then((module) => module.LinkWidget), 'LinkWidget'),
  button: loadOnUse(
    () => import('../button/ButtonWidget.js').then((module) => module.ButtonWidget),
    'ButtonWidget',
  ),
  uploadFile: loadOnUse(
    () => import('../upload/upload-file/UploadFileWidget.js').then((module) => module.UploadFileWidget),
    'UploadFileWidget',
  ),
  uploadImg: loadOnUse(
    () => import('../upload/upload-img/UploadImgWidget.js').then((module) => module.UploadImgWidget),
    'UploadImgWidget',
  ),
});

/**
 * Fetches the code of every default widget, for a host that wants none drawn with a placeholder
 * first (tests, a screen about to open many widgets at once). That includes the editor's engine,
 * which the editor fetches apart when it is drawn: otherwise it would still arrive after the
 * editor, and a test could end (and its DOM go) before Quill's module ran.
 */
export function preloadWidgets(): Promise<unknown> {
  return Promise.all([
    loadQuill(),
    ...[SubTableView, ...Object.values(DEFAULT_WIDGETS)].map((widget) =>
      'preload' in widget && typeof widget.preload === 'function'
        ? (widget.preload as () => Promise<unknown>)()
        : undefined,
    ),
  ]);
}

/**
 * A fresh registry: the defaults with `overrides` laid over them. No global state, so two forms
 * on one page can render the same jnpfKey differently.
 */
export function createWidgetRegistry(overrides: Record<string, WidgetComponent> = {}): WidgetRegistry {
  return { ...DEFAULT_WIDGETS, ...overrides };
}
