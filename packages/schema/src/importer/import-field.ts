import type { CalcToken } from '../calc/types.js';
import { isJnpfKey, type JnpfKey, legacyJnpfKeys } from '../form/jnpf-keys.js';
import type { FieldOption, FieldProps, FieldSchema, RegRule } from '../form/types.js';
import type { SchemaProblem } from '../form/validate-schema.js';
import type { JnpfField } from './jnpf-types.js';

/** Component props that mean the same in both formats. */
const COPIED_PROPS = [
  'placeholder',
  'disabled',
  'readonly',
  'clearable',
  'multiple',
  'maxlength',
  'min',
  'max',
  'step',
  'precision',
  'content',
  'title',
  'href',
  // Pickers: what they list and which column they show and store.
  'selectType',
  'level',
  'lastLevel',
  'lastLevelKey',
  'lastLevelValue',
  'interfaceId',
  'modelId',
  'propsValue',
  'relationField',
  'showField',
  'columnOptions',
  'hasPage',
  'pageSize',
  'popupType',
  'popupTitle',
  'popupWidth',
  // Barcode and QR code.
  'format',
  'lineColor',
  'background',
  'width',
  'height',
  'colorDark',
  'colorLight',
  'size',
  'staticText',
] as const;

const CODE_KEYS = new Set(['barcode', 'qrcode']);

function keyOf(raw: unknown): JnpfKey | undefined {
  if (typeof raw !== 'string') return undefined;
  return legacyJnpfKeys[raw] ?? (isJnpfKey(raw) ? raw : undefined);
}

function optionsOf(field: JnpfField): FieldOption[] | undefined {
  const raw = field.__slot__?.options ?? field.options;
  if (!Array.isArray(raw)) return undefined;
  const labelKey = field.props?.label ?? 'fullName';
  const valueKey = field.props?.value ?? 'id';
  const childrenKey = field.props?.children ?? 'children';
  const convert = (o: Record<string, unknown>): FieldOption => {
    const children = o[childrenKey];
    return {
      label: String(o[labelKey] ?? o.label ?? ''),
      value: (o[valueKey] ?? o.value ?? '') as string | number,
      ...(Array.isArray(children) && { children: children.map(convert) }),
    };
  };
  return raw.map(convert);
}

function propsOf(field: JnpfField): FieldProps {
  const config = field.__config__ ?? {};
  const props: Record<string, unknown> = {};
  for (const name of COPIED_PROPS)
    if (field[name] !== undefined && field[name] !== null) props[name] = field[name];
  const options = optionsOf(field);
  if (config.dataType) props.dataType = config.dataType;
  // Barcode and QR code keep their text source beside their other component props.
  if (typeof field.dataType === 'string' && CODE_KEYS.has(String(config.jnpfKey)))
    props.dataType = field.dataType as FieldProps['dataType'];
  if (options && (config.dataType ?? 'static') === 'static') props.options = options;
  if (config.dictionaryType) props.dictionaryType = config.dictionaryType;
  if (config.propsUrl) props.propsUrl = config.propsUrl;
  // A bill-number field names its rule in __config__; the server issues numbers from it.
  if (config.rule) props.rule = config.rule;
  if (field.props?.label && field.props.value)
    props.optionProps = { label: field.props.label, value: field.props.value };
  return props as FieldProps;
}

/** JNPF keeps field references as `{__vModel__}` objects; numbers may arrive as text. */
function expressionOf(raw: unknown[]): CalcToken[] {
  return raw.map((token) => {
    if (typeof token === 'object' && token !== null)
      return { field: String((token as JnpfField).__vModel__ ?? '') };
    if (typeof token === 'string' && token.trim() !== '' && !Number.isNaN(Number(token)))
      return Number(token);
    return token as CalcToken;
  });
}

/** One JNPF field and its children, or undefined (with a problem) when its key is unknown. */
export function importField(
  field: JnpfField,
  path: string,
  problems: SchemaProblem[],
): FieldSchema | undefined {
  const config = field.__config__ ?? {};
  const jnpfKey = keyOf(config.jnpfKey);
  if (!jnpfKey) {
    const label = config.label ? ` (${config.label})` : '';
    problems.push({
      path: `${path}.__config__.jnpfKey`,
      message: `unknown jnpfKey "${String(config.jnpfKey)}"${label}, field not imported`,
    });
    return undefined;
  }
  const regList: RegRule[] = (config.regList ?? [])
    .filter((r) => typeof r.pattern === 'string' && r.pattern !== '')
    .map((r) => ({ pattern: r.pattern as string, message: r.message ?? '' }));
  const children = (config.children ?? [])
    .map((child, i) => importField(child, `${path}.__config__.children.${i}`, problems))
    .filter((child): child is FieldSchema => child !== undefined);
  const hiddenOnPc = Array.isArray(config.visibility) && !config.visibility.includes('pc');
  const props = propsOf(field);
  const schema: FieldSchema = {
    jnpfKey,
    ...(field.__vModel__ && { vModel: field.__vModel__ }),
    ...(config.label && { label: config.label }),
    ...(config.tipLabel && { tipLabel: config.tipLabel }),
    ...(config.showLabel === false && { showLabel: false }),
    ...(typeof config.labelWidth === 'number' && { labelWidth: config.labelWidth }),
    ...(config.required && { required: true }),
    ...(regList.length > 0 && { regList }),
    ...(config.defaultValue !== undefined &&
      config.defaultValue !== null &&
      config.defaultValue !== '' && { defaultValue: config.defaultValue }),
    ...(typeof config.span === 'number' && { span: config.span }),
    ...((config.noShow || hiddenOnPc) && { noShow: true }),
    ...(Object.keys(props).length > 0 && { props }),
    ...(children.length > 0 && { children }),
    ...(jnpfKey === 'calculate' &&
      Array.isArray(field.expression) && { expression: expressionOf(field.expression) }),
  };
  return schema;
}
