import { carriesOptions } from '../form/jnpf-key-traits.js';
import { holdsData, type JnpfKey } from '../form/jnpf-keys.js';
import type { FieldOption, FieldProps, FieldSchema, RegRule } from '../form/types.js';
import { COPIED_PROPS } from '../importer/import-field.js';
import { namedRules } from '../rules/named-rules.js';
import { jnpfWidgets } from './jnpf-widgets.js';

type Json = Record<string, unknown>;

const ITEM_KEYS = new Set<JnpfKey>(['tabItem', 'collapseItem']);
const CODE_KEYS = new Set<JnpfKey>(['barcode', 'qrcode']);
const copied = new Set<string>(COPIED_PROPS);

/**
 * Props JNPF keeps in a place of its own. Each test says whether the importer reads the value
 * back from there unchanged; a value it would not (a null, an odd-shaped option) travels in
 * `__config__.formworkProps` instead, so no prop is lost.
 */
function isPlainOption(option: FieldOption): boolean {
  const keys = Object.keys(option);
  return (
    keys.every((k) => k === 'label' || k === 'value' || k === 'children') &&
    typeof option.label === 'string' &&
    (typeof option.value === 'string' || typeof option.value === 'number') &&
    (option.children === undefined ||
      (Array.isArray(option.children) && option.children.every(isPlainOption)))
  );
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isOptionKeys(value: unknown): value is { label: string; value: string } {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  const record = value as Json;
  return keys.length === 2 && isText(record.label) && isText(record.value);
}

/** True when the importer brings this prop back from its JNPF place as it is. */
function hasNativePlace(jnpfKey: JnpfKey, name: string, value: unknown, props: FieldProps): boolean {
  if (value === undefined || value === null) return false;
  switch (name) {
    case 'content':
      return typeof value === 'string';
    case 'title':
      return !ITEM_KEYS.has(jnpfKey);
    case 'dataType':
      return CODE_KEYS.has(jnpfKey) ? typeof value === 'string' : isText(value);
    case 'options':
      return Array.isArray(value) && (props.dataType ?? 'static') === 'static' && value.every(isPlainOption);
    case 'dictionaryType':
    case 'propsUrl':
    case 'rule':
      return isText(value);
    case 'optionProps':
      return isOptionKeys(value);
    case 'type':
      return jnpfKey === 'tab' && isText(value);
    case 'colspan':
    case 'rowspan':
      return jnpfKey === 'tableGridTd' && typeof value === 'number';
    case 'merged':
      return jnpfKey === 'tableGridTd' && value === true;
    default:
      return copied.has(name);
  }
}

/** Options keyed as the widget reads them: its own keys, else JNPF's fullName/id plus label/value. */
function jnpfOptions(options: FieldOption[], keys: { label: string; value: string } | undefined): Json[] {
  return options.map((option) => ({
    ...(keys
      ? { [keys.label]: option.label, [keys.value]: option.value }
      : { fullName: option.label, id: option.value, label: option.label, value: option.value }),
    ...(option.children && { children: jnpfOptions(option.children, keys) }),
  }));
}

function jnpfRegList(regList: RegRule[] | undefined): Json[] {
  return (regList ?? []).map((rule) => {
    if ('rule' in rule) {
      // The client compiles the pattern; `rule` lets the importer name the rule again.
      const named = namedRules[rule.rule];
      return { pattern: String(named.pattern), message: named.message, rule: rule.rule };
    }
    return { pattern: rule.pattern, message: rule.message };
  });
}

/** Calculation tokens as JNPF keeps them: field references are `{__vModel__}` objects. */
function jnpfExpression(field: FieldSchema): unknown[] | undefined {
  return field.expression?.map((token) =>
    typeof token === 'object' ? { __vModel__: token.field, label: token.field } : token,
  );
}

/**
 * The option keys an option widget reads labels and values by. JNPF 3.4.7's select, radio and
 * checkbox declare no default for them and fail on every option without, so a field that names
 * none gets JNPF's own fullName/id; `formworkDefaultOptionKeys` tells the importer those were
 * not the field's, so it does not bring them back as optionProps.
 */
function placeOptionKeys(
  jnpfKey: JnpfKey,
  keys: { label: string; value: string } | undefined,
  top: Json,
  config: Json,
): void {
  const tree = jnpfKey === 'cascader' || jnpfKey === 'treeSelect';
  top.props = {
    props: { ...(keys ?? { label: 'fullName', value: 'id' }), ...(tree && { children: 'children' }) },
  };
  if (!keys) config.formworkDefaultOptionKeys = true;
}

/** Component attributes and `__config__` entries for the field's props. */
function placeProps(field: FieldSchema, top: Json, config: Json): void {
  const props = field.props ?? {};
  const extra: Json = {};
  const isCode = CODE_KEYS.has(field.jnpfKey);
  for (const [name, value] of Object.entries(props)) {
    if (!hasNativePlace(field.jnpfKey, name, value, props)) {
      extra[name] = value;
      // The client still reads most component props from the field itself.
      if (!name.startsWith('__') && !['props', 'on', 'style', 'options'].includes(name)) top[name] = value;
      continue;
    }
    if (name === 'dataType') (isCode ? top : config)[name] = value;
    else if (['dictionaryType', 'propsUrl', 'rule', 'colspan', 'rowspan', 'merged'].includes(name))
      config[name] = value;
    else if (name === 'optionProps') {
      if (!carriesOptions(field.jnpfKey)) top.props = { props: { ...(value as Json) } };
    } else if (name !== 'options') top[name] = value;
  }
  const keys = isOptionKeys(props.optionProps) ? props.optionProps : undefined;
  if (carriesOptions(field.jnpfKey)) placeOptionKeys(field.jnpfKey, keys, top, config);
  // JNPF 3.4.7's parser hands every option widget its `options` (static ones as written here,
  // fetched ones after loading); none of them reads the slot.
  if (hasNativePlace(field.jnpfKey, 'options', props.options, props))
    top.options = jnpfOptions(props.options as FieldOption[], keys);
  if (field.jnpfKey === 'divider' && typeof props.content === 'string')
    top.__slot__ = { default: props.content };
  // JNPF's text widget shows its default value.
  if (field.jnpfKey === 'text' && typeof props.content === 'string') config.defaultValue = props.content;
  if (Object.keys(extra).length > 0) config.formworkProps = extra;
}

/**
 * One canonical field in JNPF 3.4's form JSON, its children exported by `exportChildren`.
 * Everything the field carries is written where the importer reads it back; what JNPF needs
 * and Formwork does not keep (tag, icon, layout, render key, visibility) takes the values of a
 * fresh widget from JNPF's palette.
 */
export function exportField(
  field: FieldSchema,
  path: string,
  exportChildren: (fields: FieldSchema[], path: string) => Json[],
): Json {
  const widget = jnpfWidgets[field.jnpfKey];
  const data = holdsData(field.jnpfKey);
  const config: Json = {
    jnpfKey: widget.key,
    label: field.label ?? '',
    tipLabel: field.tipLabel ?? '',
    showLabel: field.showLabel !== false,
    ...(field.labelWidth !== undefined && { labelWidth: field.labelWidth }),
    ...(widget.tag && { tag: widget.tag }),
    tagIcon: widget.tagIcon,
    className: [],
    layout: widget.layout,
    ...(field.span !== undefined && { span: field.span }),
    required: field.required === true,
    regList: jnpfRegList(field.regList),
    ...(widget.trigger && { trigger: widget.trigger }),
    visibility: ['pc', 'app'],
    noShow: field.noShow === true,
    dragDisabled: false,
    // The client keys rendered widgets by it; any text unique in the form will do.
    renderKey: path,
    formId: path,
    ...(data && field.defaultValue !== undefined && { defaultValue: field.defaultValue }),
    ...(field.renamedFrom !== undefined && { renamedFrom: field.renamedFrom }),
    ...(field.reactions !== undefined && { reactions: field.reactions }),
  };
  const top: Json = { __config__: config };
  if (data) top.__vModel__ = field.vModel ?? '';
  placeProps(field, top, config);
  // Element's switch holds true/false unless told otherwise, and turns any other value it is
  // given (the stored 0) into false at once; Formwork stores 1 and 0, as JNPF's palette sets.
  if (field.jnpfKey === 'switch') {
    top['active-value'] = field.props?.activeValue ?? 1;
    top['inactive-value'] = field.props?.inactiveValue ?? 0;
  }
  const openData = widget.openData;
  if (openData !== undefined && top.type === undefined) top.type = openData;
  if (field.jnpfKey === 'card') top.header = field.label ?? '';
  if (ITEM_KEYS.has(field.jnpfKey)) {
    top.title = field.label ?? '';
    // Collapse panels are told apart and opened by name.
    if (field.jnpfKey === 'collapseItem') top.name = path;
  }
  const children = field.children ?? [];
  const container = widget.layout === 'rowFormItem';
  if (container || children.length > 0) config.children = exportChildren(children, `${path}-`);
  if (field.jnpfKey === 'tab') config.active = 0;
  if (field.jnpfKey === 'collapse') config.active = [];
  if (field.jnpfKey === 'tableGrid')
    Object.assign(config, { borderType: 'solid', borderColor: '#E2E0E0', borderWidth: 1 });
  if (widget.layout === 'colFormItem' && top.style === undefined) top.style = { width: '100%' };
  const expression = jnpfExpression(field);
  if (expression && field.jnpfKey === 'calculate') top.expression = expression;
  return top;
}
