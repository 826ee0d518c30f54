import { type FormSchema, fetchedOptions } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { optionRecords } from '../../options/option-records.js';
import { optionPropsIn, withFormOptions } from './form-options.js';

describe('options fetched for a form', () => {
  it('reads option records from a list answer or from its list property', () => {
    expect(optionRecords([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(optionRecords({ list: [{ id: 2 }] })).toEqual([{ id: 2 }]);
    expect(optionRecords(null)).toEqual([]);
    expect(optionRecords({ list: 'no' })).toEqual([]);
  });

  it('puts fetched options into the fields named, also inside containers, and drops fields left out', () => {
    const form: FormSchema = {
      version: 1,
      kind: 'form',
      settings: {},
      fields: [
        {
          jnpfKey: 'card',
          children: [
            {
              jnpfKey: 'treeSelect',
              vModel: 'parent',
              label: '上级',
              props: { dataType: 'dynamic', propsUrl: 'x' },
            },
          ],
        },
        { jnpfKey: 'input', vModel: 'name', label: '名称' },
        { jnpfKey: 'select', vModel: 'hidden', label: '隐藏' },
      ],
    };
    const records = [{ id: 'd1', fullName: '目录', children: [{ id: 'd2', fullName: '子目录' }] }];
    const options = fetchedOptions(records, optionPropsIn(form)('parent'));
    const next = withFormOptions(
      form,
      new Map([
        ['parent', { shown: true as const, options }],
        ['hidden', { shown: false as const }],
      ]),
    );
    expect(next.fields[0]?.children?.[0]?.props).toEqual({
      dataType: 'static',
      propsUrl: 'x',
      options: [{ label: '目录', value: 'd1', children: [{ label: '子目录', value: 'd2' }] }],
    });
    expect(next.fields[1]).toBe(form.fields[1]);
    expect(next.fields).toHaveLength(2);
    expect(withFormOptions(form, new Map())).toBe(form);
  });
});
