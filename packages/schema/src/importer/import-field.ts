import type { CalcToken } from '../calc/types.js';
import { holdsData, type JnpfKey } from '../form/jnpf-keys.js';
import type { FieldProps, FieldSchema, Reaction, RegRule } from '../form/types.js';
import { type NamedRuleName, namedRules } from '../rules/named-rules.js';
import { optionKeysOf, optionsOf } from './import-options.js';
import type { JnpfField, JnpfRegRule } from './jnpf-types.js';

/** Component props that mean the same in both formats (the exporter writes them back in place). */
export const COPIED_PROPS = [
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
  // Card and collapse.
  'shadow',
  'accordion',
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
const ITEM_KEYS = new Set(['tabItem', 'collapseItem']);

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The field's data key; JNPF writes an empty one for widgets that hold no data. */
export function vModelOf(field: JnpfField): string | undefined {
  return typeof field.__vModel__ === 'string' && field.__vModel__ !== '' ? field.__vModel__ : undefined;
}

/** Display text that older JNPF kept outside `content`: JNPFText's default value, a divider's slot. */
function contentOf(field: JnpfField, jnpfKey: JnpfKey): string | undefined {
  const content = textOf(field.content);
  if (content !== undefined) return content;
  if (jnpfKey === 'text') return textOf(field.__config__?.defaultValue);
  if (jnpfKey === 'divider') return textOf(field.__slot__?.default);
  return undefined;
}

function propsOf(field: JnpfField, jnpfKey: JnpfKey): FieldProps {
  const config = field.__config__ ?? {};
  const props: Record<string, unknown> = {};
  for (const name of COPIED_PROPS)
    if (field[name] !== undefined && field[name] !== null) props[name] = field[name];
  const content = contentOf(field, jnpfKey);
  if (content !== undefined) props.content = content;
  // An item's title becomes its label.
  if (ITEM_KEYS.has(jnpfKey)) delete props.title;
  const keys = optionKeysOf(field);
  if (typeof props.multiple !== 'boolean' && keys.multiple !== undefined) props.multiple = keys.multiple;
  if (config.dataType) props.dataType = config.dataType;
  // Barcode and QR code keep their text source beside their other component props.
  if (typeof field.dataType === 'string' && CODE_KEYS.has(jnpfKey))
    props.dataType = field.dataType as FieldProps['dataType'];
  const options = optionsOf(field, keys);
  if (options && (config.dataType ?? 'static') === 'static') props.options = options;
  if (config.dictionaryType) props.dictionaryType = config.dictionaryType;
  if (config.propsUrl) props.propsUrl = config.propsUrl;
  // A bill-number field names its rule in __config__; the server issues numbers from it.
  if (config.rule) props.rule = config.rule;
  // Formwork's export writes JNPF's default keys for a field that names none; they stay unnamed.
  if (keys.label && keys.value && config.formworkDefaultOptionKeys !== true)
    props.optionProps = { label: keys.label, value: keys.value };
  if (jnpfKey === 'tab' && textOf(field.type)) props.type = field.type;
  if (jnpfKey === 'tableGridTd') {
    if (typeof config.colspan === 'number') props.colspan = config.colspan;
    if (typeof config.rowspan === 'number') props.rowspan = config.rowspan;
    if (config.merged === true) props.merged = true;
  }
  // Props JNPF has no place for, as Formwork's own export writes them.
  const extra = config.formworkProps;
  if (typeof extra === 'object' && extra !== null && !Array.isArray(extra))
    for (const [name, value] of Object.entries(extra)) if (name !== '__proto__') props[name] = value;
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

/**
 * A regList entry. Formwork's export writes a named rule with its pattern and message, for
 * JNPF's client to check, and its name in `rule`, which makes it that named rule again.
 */
function regRuleOf(entry: JnpfRegRule | undefined): RegRule[] {
  const named = entry?.rule;
  if (typeof named === 'string' && Object.hasOwn(namedRules, named))
    return [{ rule: named as NamedRuleName }];
  if (typeof entry?.pattern !== 'string' || entry.pattern === '') return [];
  return [{ pattern: entry.pattern, message: entry.message ?? '' }];
}

/** JNPF 3 writes containers' span as text. */
function spanOf(raw: unknown): number | undefined {
  const span = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof span === 'number' && Number.isFinite(span) ? span : undefined;
}

/**
 * The card's title is its `header`; its `__config__.label` is only the name JNPF's palette gave
 * the widget. Tab and collapse items are titled by `title`.
 */
function labelOf(field: JnpfField, jnpfKey: JnpfKey): string | undefined {
  if (jnpfKey === 'card' && typeof field.header === 'string') return field.header || undefined;
  if (ITEM_KEYS.has(jnpfKey)) return textOf(field.title) || undefined;
  return textOf(field.__config__?.label) || undefined;
}

/**
 * One JNPF field whose key Formwork knows, around its children (imported by the caller). Only
 * data keys keep a vModel and a default value; the caller reports a vModel left behind.
 */
export function convertField(field: JnpfField, jnpfKey: JnpfKey, children: FieldSchema[]): FieldSchema {
  const config = field.__config__ ?? {};
  const regList: RegRule[] = (Array.isArray(config.regList) ? config.regList : []).flatMap(regRuleOf);
  const hiddenOnPc = Array.isArray(config.visibility) && !config.visibility.includes('pc');
  const data = holdsData(jnpfKey);
  const vModel = data ? vModelOf(field) : undefined;
  const label = labelOf(field, jnpfKey);
  const span = spanOf(config.span);
  const props = propsOf(field, jnpfKey);
  return {
    jnpfKey,
    ...(vModel && { vModel }),
    ...(label && { label }),
    ...(config.tipLabel && { tipLabel: config.tipLabel }),
    ...(config.showLabel === false && { showLabel: false }),
    ...(typeof config.labelWidth === 'number' && { labelWidth: config.labelWidth }),
    ...(config.required && { required: true }),
    ...(regList.length > 0 && { regList }),
    ...(data &&
      config.defaultValue !== undefined &&
      config.defaultValue !== null &&
      config.defaultValue !== '' && { defaultValue: config.defaultValue }),
    ...(span !== undefined && { span }),
    ...((config.noShow || hiddenOnPc) && { noShow: true }),
    ...(typeof config.renamedFrom === 'string' && { renamedFrom: config.renamedFrom }),
    ...(Array.isArray(config.reactions) && { reactions: config.reactions as Reaction[] }),
    ...(Object.keys(props).length > 0 && { props }),
    ...(children.length > 0 && { children }),
    ...(jnpfKey === 'calculate' &&
      Array.isArray(field.expression) && { expression: expressionOf(field.expression) }),
  };
}
