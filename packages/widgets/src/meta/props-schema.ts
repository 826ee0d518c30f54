import type { PropsJsonSchema } from './types.js';

type Property = Record<string, unknown>;

/** Plain JSON Schema properties with a Chinese title, as the property panel shows them. */
export const prop = {
  text: (title: string, extra: Property = {}): Property => ({ type: 'string', title, ...extra }),
  number: (title: string, extra: Property = {}): Property => ({ type: 'number', title, ...extra }),
  integer: (title: string, extra: Property = {}): Property => ({ type: 'integer', title, ...extra }),
  flag: (title: string, extra: Property = {}): Property => ({ type: 'boolean', title, ...extra }),
  choice: (title: string, values: readonly (string | number)[], extra: Property = {}): Property => ({
    title,
    enum: [...values],
    ...extra,
  }),
  texts: (title: string): Property => ({ type: 'array', title, items: { type: 'string' } }),
  options: (): Property => ({
    type: 'array',
    title: '选项',
    items: {
      type: 'object',
      required: ['label', 'value'],
      properties: { label: { type: 'string' }, value: { type: ['string', 'number'] } },
    },
  }),
};

/** The properties most fields have in JNPF's property panel. */
export const COMMON_FIELD_PROPS = {
  disabled: prop.flag('是否禁用', { default: false }),
  readonly: prop.flag('是否只读', { default: false }),
};

export const PLACEHOLDER_PROPS = {
  placeholder: prop.text('占位提示'),
  clearable: prop.flag('能否清空', { default: true }),
};

/** Where an option widget's options come from (静态数据 / 数据字典 / 远端数据). */
export const OPTION_SOURCE_PROPS = {
  dataType: prop.choice('数据类型', ['static', 'dictionary', 'dynamic'], { default: 'static' }),
  options: prop.options(),
  dictionaryType: prop.text('数据字典'),
  propsUrl: prop.text('数据接口'),
};

export function propsSchema(properties: Record<string, Property>): PropsJsonSchema {
  return { type: 'object', properties, additionalProperties: true };
}
