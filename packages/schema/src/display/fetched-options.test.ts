import { describe, expect, it } from 'vitest';
import { fetchedOptions, optionSourceOf } from './fetched-options.js';
import { formatValue } from './format-value.js';

const items = [
  {
    id: 'd1',
    fullName: '信息技术',
    enCode: 'it',
    children: [{ id: 'd2', fullName: '软件开发', enCode: 'sw' }],
  },
  { id: 'd3', fullName: '金融业', enCode: 'fin', children: [] },
];

describe('fetchedOptions', () => {
  it("takes a dictionary item's fullName and id by default, keeping the tree", () => {
    expect(fetchedOptions(items)).toEqual([
      { label: '信息技术', value: 'd1', children: [{ label: '软件开发', value: 'd2' }] },
      { label: '金融业', value: 'd3' },
    ]);
  });

  it('takes the properties optionProps names, falling back when a record lacks them', () => {
    expect(fetchedOptions(items, { label: 'fullName', value: 'enCode' }).map((o) => o.value)).toEqual([
      'it',
      'fin',
    ]);
    expect(
      fetchedOptions(
        [
          { name: '上海', code: 21 },
          { label: '北京', value: 'bj' },
        ],
        { label: 'name', value: 'code' },
      ),
    ).toEqual([
      { label: '上海', value: 21 },
      { label: '北京', value: 'bj' },
    ]);
  });

  it('drops what is not a record or has no value', () => {
    expect(fetchedOptions([null, 'text', [1], { fullName: '无值' }])).toEqual([]);
  });

  it('lets formatValue show labels for stored ids', () => {
    const field = {
      jnpfKey: 'cascader',
      vModel: 'industry',
      props: { dataType: 'dictionary', dictionaryType: 'industry' },
    } as const;
    expect(formatValue(field, ['d1', 'd2'], { options: fetchedOptions(items) })).toBe('信息技术/软件开发');
  });
});

describe('optionSourceOf', () => {
  it('names the dictionary or interface, and falls back to static when it names none', () => {
    expect(
      optionSourceOf({ jnpfKey: 'select', props: { dataType: 'dictionary', dictionaryType: 'sex' } }),
    ).toEqual({
      kind: 'dictionary',
      dictionaryType: 'sex',
    });
    expect(optionSourceOf({ jnpfKey: 'select', props: { dataType: 'dynamic', propsUrl: 'i1' } })).toEqual({
      kind: 'dynamic',
      propsUrl: 'i1',
    });
    expect(optionSourceOf({ jnpfKey: 'select', props: { dataType: 'dictionary' } })).toEqual({
      kind: 'static',
    });
    expect(optionSourceOf({ jnpfKey: 'select' })).toEqual({ kind: 'static' });
  });
});
