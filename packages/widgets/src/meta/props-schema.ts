import { t } from './localized.js';
import type { LocalizedText, PropsJsonSchema } from './types.js';

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
    title: t('选项', '選項', 'Options'),
    items: {
      type: 'object',
      required: ['label', 'value'],
      properties: { label: { type: 'string' }, value: { type: ['string', 'number'] } },
    },
  }),
};

/** Labels several widgets share, worded once. */
export const LABELS = {
  placeholder: t('占位提示', '佔位提示', 'Placeholder'),
  multiple: t('是否多选', '是否多選', 'Multiple'),
  filterable: t('能否搜索', '能否搜尋', 'Searchable'),
  prepend: t('前缀', '前綴', 'Prefix'),
  append: t('后缀', '後綴', 'Suffix'),
  maxlength: t('最多输入', '最多輸入', 'Max length'),
  showWordLimit: t('输入统计', '輸入統計', 'Show character count'),
  min: t('最小值', '最小值', 'Minimum'),
  max: t('最大值', '最大值', 'Maximum'),
  step: t('步长', '步長', 'Step'),
  precision: t('精度', '精度', 'Precision'),
  thousands: t('千位分隔', '千位分隔', 'Thousands separator'),
  isAmountChinese: t('大写金额', '大寫金額', 'Amount in Chinese capitals'),
  height: t('高度', '高度', 'Height'),
  title: t('标题', '標題', 'Title'),
  content: t('文本', '文本', 'Text'),
  buttonText: t('按钮文字', '按鈕文字', 'Button text'),
  background: t('背景色', '背景色', 'Background color'),
  dataSource: t('数据来源', '數據來源', 'Data source'),
  staticText: t('固定值', '固定值', 'Fixed value'),
  relationField: t('组件字段', '組件欄位', 'Source field'),
  showField: t('显示字段', '顯示欄位', 'Display field'),
  interfaceId: t('远端数据', '遠端數據', 'Data interface'),
  columnOptions: t('列表字段', '列表欄位', 'List columns'),
  hasPage: t('列表分页', '列表分頁', 'Paginate list'),
  pageSize: t('分页条数', '分頁條數', 'Rows per page'),
  total: t('显示条数', '顯示條數', 'Suggestions shown'),
  format: t('时间格式', '時間格式', 'Time format'),
  optionType: t('选项样式', '選項樣式', 'Option style'),
  direction: t('排列方式', '排列方式', 'Layout'),
  align: t('对齐方式', '對齊方式', 'Alignment'),
  readonly: t('是否只读', '是否唯讀', 'Read-only'),
  disabled: t('是否禁用', '是否禁用', 'Disabled'),
} as const;

/** Choices several widgets share, with their words. */
export const CHOICES = {
  align: [
    ['left', t('左对齐', '靠左對齊', 'Left')],
    ['center', t('居中', '置中', 'Center')],
    ['right', t('右对齐', '靠右對齊', 'Right')],
  ],
  optionType: [
    ['default', t('默认', '預設', 'Default')],
    ['button', t('按钮', '按鈕', 'Button')],
  ],
  direction: [
    ['horizontal', t('水平排列', '水平排列', 'Horizontal')],
    ['vertical', t('垂直排列', '垂直排列', 'Vertical')],
  ],
  staticText: ['static', t('固定值', '固定值', 'Fixed value')],
  relation: ['relation', t('组件字段', '組件欄位', 'Another field')],
} as const satisfies Record<string, readonly Choice[] | Choice>;

/** The properties most fields have in JNPF's property panel. */
export const COMMON_FIELD_PROPS = {
  disabled: prop.flag(LABELS.disabled, { default: false }),
  readonly: prop.flag(LABELS.readonly, { default: false }),
};

export const PLACEHOLDER_PROPS = {
  placeholder: prop.text(LABELS.placeholder),
  clearable: prop.flag(t('能否清空', '能否清空', 'Clearable'), { default: true }),
};

/** Where an option widget's options come from (静态数据 / 数据字典 / 远端数据). */
export const OPTION_SOURCE_PROPS = {
  dataType: prop.choice(
    t('数据类型', '數據類型', 'Data type'),
    [
      ['static', t('静态数据', '靜態數據', 'Static data')],
      ['dictionary', t('数据字典', '數據字典', 'Dictionary')],
      ['dynamic', t('远端数据', '遠端數據', 'Data interface')],
    ],
    { default: 'static' },
  ),
  options: prop.options(),
  dictionaryType: prop.text(t('数据字典', '數據字典', 'Dictionary')),
  propsUrl: prop.text(t('数据接口', '數據接口', 'Data interface')),
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
