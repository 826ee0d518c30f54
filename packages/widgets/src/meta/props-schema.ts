import { labelsOf } from './localized.js';
import { sharedLabels } from './messages.js';
import type { LocalizedText, PropsJsonSchema } from './types.js';

const label = labelsOf(sharedLabels);

type Property = Record<string, unknown>;

/** A language the property panel can be shown in: one of LocalizedText's keys. */
export type PropsLanguage = keyof LocalizedText;

/**
 * One value a choice offers: the bare value when it reads the same to every user (a code such as
 * `hex` or `MB`), or the value with the words the panel shows for it in each language.
 */
export type Choice = string | number | readonly [value: string | number, label: LocalizedText];

/**
 * JSON Schema properties whose `title` is a LocalizedText, so the panel shows each label in the
 * user's language. A choice's labels go in `enumTitles`, one per `enum` value and in its order.
 * These titles are not JSON Schema's plain strings: a consumer that needs real JSON Schema
 * resolves one language with `propsSchemaIn`.
 */
export const prop = {
  text: (title: LocalizedText, extra: Property = {}): Property => ({ type: 'string', title, ...extra }),
  number: (title: LocalizedText, extra: Property = {}): Property => ({ type: 'number', title, ...extra }),
  integer: (title: LocalizedText, extra: Property = {}): Property => ({
    type: 'integer',
    title,
    ...extra,
  }),
  flag: (title: LocalizedText, extra: Property = {}): Property => ({ type: 'boolean', title, ...extra }),
  choice: (title: LocalizedText, choices: readonly Choice[], extra: Property = {}): Property => ({
    title,
    enum: choices.map((choice) => (Array.isArray(choice) ? choice[0] : choice)),
    enumTitles: choices.map((choice): LocalizedText => {
      if (Array.isArray(choice)) return choice[1];
      const code = String(choice);
      return { zh: code, zhtw: code, en: code };
    }),
    ...extra,
  }),
  texts: (title: LocalizedText): Property => ({ type: 'array', title, items: { type: 'string' } }),
  options: (): Property => ({
    type: 'array',
    title: label('options'),
    items: {
      type: 'object',
      required: ['label', 'value'],
      properties: { label: { type: 'string' }, value: { type: ['string', 'number'] } },
    },
  }),
};

/** Labels several widgets share, worded once. */
export const LABELS = {
  placeholder: label('placeholder'),
  multiple: label('multiple'),
  filterable: label('searchable'),
  prepend: label('prefix'),
  append: label('suffix'),
  maxlength: label('maxLength'),
  showWordLimit: label('showCharacterCount'),
  min: label('minimum'),
  max: label('maximum'),
  step: label('step'),
  precision: label('precision'),
  thousands: label('thousandsSeparator'),
  isAmountChinese: label('amountInChineseCapitals'),
  height: label('height'),
  title: label('title'),
  content: label('text'),
  buttonText: label('buttonText'),
  background: label('backgroundColor'),
  dataSource: label('dataSource'),
  staticText: label('fixedValue'),
  relationField: label('sourceField'),
  showField: label('displayField'),
  interfaceId: label('dataInterface'),
  columnOptions: label('listColumns'),
  hasPage: label('paginateList'),
  pageSize: label('rowsPerPage'),
  total: label('suggestionsShown'),
  format: label('timeFormat'),
  optionType: label('optionStyle'),
  direction: label('layout'),
  align: label('alignment'),
  readonly: label('readOnly'),
  disabled: label('disabled'),
} as const;

/** Choices several widgets share, with their words. */
export const CHOICES = {
  align: [
    ['left', label('left')],
    ['center', label('center')],
    ['right', label('right')],
  ],
  optionType: [
    ['default', label('default')],
    ['button', label('button')],
  ],
  direction: [
    ['horizontal', label('horizontal')],
    ['vertical', label('vertical')],
  ],
  staticText: ['static', label('fixedValue')],
  relation: ['relation', label('anotherField')],
} as const satisfies Record<string, readonly Choice[] | Choice>;

/** The properties most fields have in JNPF's property panel. */
export const COMMON_FIELD_PROPS = {
  disabled: prop.flag(LABELS.disabled, { default: false }),
  readonly: prop.flag(LABELS.readonly, { default: false }),
};

export const PLACEHOLDER_PROPS = {
  placeholder: prop.text(LABELS.placeholder),
  clearable: prop.flag(label('clearable'), { default: true }),
};

/** Where an option widget's options come from (静态数据 / 数据字典 / 远端数据). */
export const OPTION_SOURCE_PROPS = {
  dataType: prop.choice(
    label('dataType'),
    [
      ['static', label('staticData')],
      ['dictionary', label('dictionary')],
      ['dynamic', label('dataInterface')],
    ],
    { default: 'static' },
  ),
  options: prop.options(),
  dictionaryType: prop.text(label('dictionary')),
  propsUrl: prop.text(label('interfaceUrl')),
};

export function propsSchema(properties: Record<string, Property>): PropsJsonSchema {
  return { type: 'object', properties, additionalProperties: true };
}

const isLocalized = (value: unknown): value is LocalizedText =>
  typeof value === 'object' && value !== null && 'zh' in value && 'zhtw' in value && 'en' in value;

/** A schema node (a property, an item, a nested object) with its words in one language. */
function nodeIn(node: unknown, language: PropsLanguage): unknown {
  if (Array.isArray(node)) return node.map((item) => nodeIn(item, language));
  if (typeof node !== 'object' || node === null) return node;
  if (isLocalized(node)) return node[language];
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      // `enum` and `default` are values a field stores, never words to translate.
      key === 'enum' || key === 'default' || key === 'const' ? value : nodeIn(value, language),
    ]),
  );
}

/**
 * The props schema as plain JSON Schema, every title (and choice label) in `language`: what a
 * JSON Schema tool such as ajv takes, since it wants a title to be a string.
 */
export function propsSchemaIn(schema: PropsJsonSchema, language: PropsLanguage): PropsJsonSchema {
  return nodeIn(schema, language) as PropsJsonSchema;
}
