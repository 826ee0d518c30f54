import type { FieldSchema, FormSchema } from '../form/types.js';
import { exportField } from './export-field.js';

type Json = Record<string, unknown>;

/** JNPF's sizes are Element UI's, where the middle one is `medium`. */
const JNPF_SIZE = { large: 'large', default: 'medium', small: 'small' } as const;
const WIDTH_KEY = { general: 'generalWidth', fullScreen: 'fullScreenWidth', drawer: 'drawerWidth' } as const;

function exportFields(fields: FieldSchema[], path: string): Json[] {
  return fields.map((field, index) => exportField(field, `${path}${index}`, exportFields));
}

/**
 * A canonical form as JNPF 3.4's formData: the form settings (with the names the client's
 * parser reads the form model, ref and rules by) and the fields. Importing the result with
 * `importJnpfForm` gives back the form unchanged.
 */
export function exportJnpfForm(form: FormSchema): Json {
  const { settings } = form;
  const popupType = settings.popupType ?? 'general';
  const json: Json = {
    formRef: 'elForm',
    formModel: 'dataForm',
    formRules: 'rules',
    size: JNPF_SIZE[settings.size ?? 'default'],
    labelPosition: settings.labelPosition ?? 'right',
    labelWidth: settings.labelWidth ?? 100,
    gutter: settings.gutter ?? 15,
    disabled: false,
    span: 24,
    formBtns: false,
    popupType,
    hasCancelBtn: true,
    cancelButtonText: settings.cancelButtonText ?? '',
    hasConfirmBtn: true,
    confirmButtonText: settings.confirmButtonText ?? '',
    hasPrintBtn: false,
    printButtonText: '',
    primaryKeyPolicy: 1,
    concurrencyLock: false,
    logicalDelete: false,
    printId: '',
    formStyle: '',
    classNames: [],
    className: [],
    classJson: '',
    idGlobal: 100,
    fields: exportFields(form.fields, 'field'),
  };
  // Only the width of the popup in use is kept; the others stay unset rather than invented.
  if (settings.popupWidth !== undefined) json[WIDTH_KEY[popupType]] = settings.popupWidth;
  return json;
}
