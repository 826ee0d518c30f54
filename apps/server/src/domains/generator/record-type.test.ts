import { dataKeys, type FieldSchema, type FormSchema } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { recordTypes } from './record-type.js';

const form = (fields: FieldSchema[]): FormSchema => ({ version: 1, kind: 'form', settings: {}, fields });

/** The type the record gives a field, read back from the declaration's text. */
function typeOf(field: FieldSchema, className = 'Sample'): string {
  const { text } = recordTypes(form([field]), className);
  const line = text.split('\n').find((row) => row.trimStart().startsWith(`${field.vModel}?:`));
  return line?.replace(/^\s*[^:]+\?: /, '').replace(/ \| null;$/, '') ?? '';
}

/** Keys shown from another record: what they hold is that record's, of any type. */
const SHOWN_FROM_ELSEWHERE = new Set(['relationFormAttr', 'popupAttr']);

describe('the record type of a form', () => {
  it('types every data key by what it stores, so a new key is typed before it ships', () => {
    const untyped = dataKeys.filter(
      (key) =>
        !SHOWN_FROM_ELSEWHERE.has(key) && typeOf({ jnpfKey: key, vModel: `${key}Field` }) === 'unknown',
    );
    expect(untyped).toEqual([]);
  });

  it.each<[FieldSchema, string]>([
    [{ jnpfKey: 'input', vModel: 'a' }, 'string'],
    [{ jnpfKey: 'inputNumber', vModel: 'a' }, 'number'],
    [{ jnpfKey: 'datePicker', vModel: 'a' }, 'number'],
    [{ jnpfKey: 'timePicker', vModel: 'a' }, 'string'],
    [{ jnpfKey: 'switch', vModel: 'a' }, '0 | 1'],
    [
      {
        jnpfKey: 'radio',
        vModel: 'a',
        props: {
          options: [
            { label: 'A', value: 'a' },
            { label: 'B', value: 2 },
          ],
        },
      },
      '"a" | 2',
    ],
    [
      { jnpfKey: 'radio', vModel: 'a', props: { dataType: 'dictionary', dictionaryType: 'sex' } },
      'string | number',
    ],
    [
      { jnpfKey: 'select', vModel: 'a', props: { multiple: true, options: [{ label: 'A', value: 'a' }] } },
      'Array<"a">',
    ],
    [
      {
        jnpfKey: 'checkbox',
        vModel: 'a',
        props: {
          options: [
            { label: 'A', value: 1 },
            { label: 'B', value: 2 },
          ],
        },
      },
      'Array<1 | 2>',
    ],
    [
      { jnpfKey: 'checkbox', vModel: 'a', props: { dataType: 'dynamic', propsUrl: 'i1' } },
      'Array<string | number>',
    ],
    [{ jnpfKey: 'userSelect', vModel: 'a' }, 'string'],
    [{ jnpfKey: 'userSelect', vModel: 'a', props: { multiple: true } }, 'string[]'],
    [{ jnpfKey: 'usersSelect', vModel: 'a' }, 'string[]'],
    [{ jnpfKey: 'areaSelect', vModel: 'a' }, 'string[]'],
    [{ jnpfKey: 'areaSelect', vModel: 'a', props: { multiple: true } }, 'string[][]'],
    [{ jnpfKey: 'cascader', vModel: 'a' }, 'Array<string | number>'],
    [{ jnpfKey: 'uploadFile', vModel: 'a' }, 'UploadedFile[]'],
    [{ jnpfKey: 'calculate', vModel: 'a' }, 'number'],
    [{ jnpfKey: 'createTime', vModel: 'a' }, 'number'],
    [{ jnpfKey: 'createUser', vModel: 'a' }, 'string'],
    [{ jnpfKey: 'relationFormAttr', vModel: 'a' }, 'unknown'],
  ])('%j is %s', (field, type) => {
    expect(typeOf(field)).toBe(type);
  });

  it('finds fields inside containers and gives each sub-table a row type of its own', () => {
    const { recordName, text } = recordTypes(
      form([
        {
          jnpfKey: 'card',
          children: [{ jnpfKey: 'input', vModel: 'title', label: '标题' }],
        },
        { jnpfKey: 'divider' },
        {
          jnpfKey: 'table',
          vModel: 'items',
          label: '明细',
          children: [
            { jnpfKey: 'input', vModel: 'name', label: '品名' },
            { jnpfKey: 'inputNumber', vModel: 'count', label: '数量' },
          ],
        },
      ]),
      'Order',
    );
    expect(recordName).toBe('OrderRecord');
    expect(text).toContain('  title?: string | null;');
    expect(text).toContain('  items?: OrderItemsRow[] | null;');
    expect(text).toContain('export type OrderItemsRow = {\n  /** 品名 (input) */\n  name?: string | null;');
    expect(text).toContain('  count?: number | null;');
  });

  it('keeps a label from ending its comment, and quotes a key that is no identifier', () => {
    const { text } = recordTypes(form([{ jnpfKey: 'input', vModel: 'my-field', label: 'a */ b' }]), 'Odd');
    expect(text).toContain('/** a *\\/ b (input) */');
    expect(text).toContain('"my-field"?: string | null;');
  });
});
