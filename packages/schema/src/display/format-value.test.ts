import { describe, expect, it } from 'vitest';
import type { JnpfKey } from '../form/jnpf-keys.js';
import type { FieldSchema } from '../form/types.js';
import { formatValue } from './format-value.js';
import { type PickerNames, relationSourceOf } from './picker-names.js';

const select: FieldSchema = {
  jnpfKey: 'select',
  vModel: 'type',
  props: {
    options: [
      { label: '事假', value: 'personal' },
      { label: '病假', value: 'sick' },
    ],
  },
};

describe('formatValue', () => {
  it('shows the names of the people, organisations and places pickers store ids of', () => {
    const names = {
      user: { 'user-staff': '张三/staff', 'user-admin': '管理员/admin' },
      organize: { 'org-company': '示例科技有限公司', 'org-rd': '研发部' },
      role: { 'role-staff': '普通员工' },
      area: { '330000': '浙江省', '330100': '杭州市', '330106': '西湖区' },
    };
    const field = (jnpfKey: JnpfKey): FieldSchema => ({ jnpfKey, vModel: jnpfKey });
    expect(formatValue(field('userSelect'), 'user-staff', { names })).toBe('张三/staff');
    expect(formatValue(field('usersSelect'), ['user-staff', 'user-admin'], { names })).toBe(
      '张三/staff,管理员/admin',
    );
    // An organisation reads as its own name, the last of its path, as the form shows it.
    expect(formatValue(field('organizeSelect'), ['org-company', 'org-rd'], { names })).toBe('研发部');
    expect(
      formatValue(field('organizeSelect'), [['org-company'], ['org-company', 'org-rd']], { names }),
    ).toBe('示例科技有限公司,研发部');
    expect(formatValue(field('depSelect'), 'org-rd', { names })).toBe('研发部');
    expect(formatValue(field('roleSelect'), ['role-staff'], { names })).toBe('普通员工');
    expect(formatValue(field('areaSelect'), ['330000', '330100', '330106'], { names })).toBe(
      '浙江省/杭州市/西湖区',
    );
    // Nobody named it (deleted since): the id, as the form shows it then.
    expect(formatValue(field('posSelect'), 'pos-gone', { names })).toBe('pos-gone');
    expect(formatValue(field('userSelect'), 'constructor', { names })).toBe('constructor');
    // The system variable a user picker may hold reads as the words say.
    expect(formatValue(field('usersSelect'), ['currentUser', 'user-admin'], { names })).toBe(
      '当前用户,管理员/admin',
    );
  });

  it('shows what relation pickers show of the records and interface rows they store keys of', () => {
    const related: FieldSchema = {
      jnpfKey: 'relationForm',
      vModel: 'related',
      props: { modelId: 'model-2', relationField: 'applicant' },
    };
    const cities: FieldSchema = {
      jnpfKey: 'popupTableSelect',
      vModel: 'cities',
      props: { interfaceId: 'interface-cities', multiple: true },
    };
    const names: PickerNames = {
      relations: {
        [relationSourceOf(related) as string]: { 'rec-a': '李四', 'rec-gone': '' },
        [relationSourceOf(cities) as string]: { beijing: '北京', shanghai: '上海' },
      },
    };
    expect(formatValue(related, 'rec-a', { names })).toBe('李四');
    // A record its source no longer finds shows nothing, as the picker shows nothing for it.
    expect(formatValue(related, 'rec-gone', { names })).toBe('');
    // Without the source's names the key stays as it is stored.
    expect(formatValue(related, 'rec-a')).toBe('rec-a');
    // JNPF's defaults: the row's id stored, its fullName shown.
    expect(formatValue(cities, ['beijing', 'shanghai'], { names })).toBe('北京,上海');
    // Another shown field of the same model is another source.
    expect(
      formatValue({ ...related, props: { modelId: 'model-2', relationField: 'days' } }, 'rec-a', { names }),
    ).toBe('rec-a');
  });

  it('shows option labels, not stored codes, and joins several with commas', () => {
    expect(formatValue(select, 'sick')).toBe('病假');
    expect(formatValue({ ...select, jnpfKey: 'checkbox' }, ['personal', 'sick'])).toBe('事假,病假');
    expect(formatValue(select, 'unknown')).toBe('unknown');
  });

  it('takes a code stored as a number for the option offering it as text, and back', () => {
    const gender: FieldSchema = {
      jnpfKey: 'select',
      vModel: 'gender',
      props: {
        options: [
          { label: '男', value: '1' },
          { label: '女', value: 2 },
        ],
      },
    };
    expect(formatValue(gender, 1)).toBe('男');
    expect(formatValue(gender, '2')).toBe('女');
    expect(formatValue(gender, 3)).toBe('3');
  });

  it('walks cascader paths to their labels', () => {
    const cascader: FieldSchema = {
      jnpfKey: 'cascader',
      vModel: 'place',
      props: { options: [{ label: '浙江', value: 'zj', children: [{ label: '杭州', value: 'hz' }] }] },
    };
    expect(formatValue(cascader, ['zj', 'hz'])).toBe('浙江/杭州');
  });

  it('formats numbers with precision and thousands, calculated fields with two decimals', () => {
    expect(formatValue({ jnpfKey: 'inputNumber', props: { precision: 2, thousands: true } }, 1234567.5)).toBe(
      '1,234,567.50',
    );
    expect(formatValue({ jnpfKey: 'calculate' }, 3)).toBe('3.00');
  });

  it('formats dates in the field format and switches with their texts', () => {
    const at = new Date(2026, 10, 22, 9, 5, 0).getTime();
    expect(formatValue({ jnpfKey: 'datePicker' }, at)).toBe('2026-11-22');
    expect(formatValue({ jnpfKey: 'datePicker', props: { format: 'yyyy-MM-dd HH:mm' } }, at)).toBe(
      '2026-11-22 09:05',
    );
    expect(formatValue({ jnpfKey: 'createTime' }, at)).toBe('2026-11-22 09:05:00');
    expect(formatValue({ jnpfKey: 'switch' }, 1)).toBe('开');
    expect(formatValue({ jnpfKey: 'switch', props: { activeTxt: '是', inactiveTxt: '否' } }, 0)).toBe('否');
  });

  it('words switches and sub-tables in the words given, Chinese by default', () => {
    const english = {
      switchOn: 'On',
      switchOff: 'Off',
      rows: (count: number) => `Rows: ${count}`,
      currentUser: 'Current user',
    };
    expect(formatValue({ jnpfKey: 'table' }, [{}, {}])).toBe('2行');
    expect(formatValue({ jnpfKey: 'table' }, [{}, {}], { words: english })).toBe('Rows: 2');
    expect(formatValue({ jnpfKey: 'switch' }, 0)).toBe('关');
    expect(formatValue({ jnpfKey: 'switch' }, 1, { words: english })).toBe('On');
    expect(formatValue({ jnpfKey: 'switch' }, 0, { words: english })).toBe('Off');
    // The designer's default 开/关 is the product's word; an author's own text stays as written.
    const stored = { jnpfKey: 'switch', props: { activeTxt: '开', inactiveTxt: '关' } } as const;
    expect(formatValue(stored, 1, { words: english })).toBe('On');
    expect(formatValue(stored, 1)).toBe('开');
    expect(formatValue({ jnpfKey: 'switch', props: { activeTxt: '是' } }, 1, { words: english })).toBe('是');
  });

  it('answers empty text for empty values', () => {
    expect(formatValue(select, null)).toBe('');
    expect(formatValue(select, [])).toBe('');
  });
});
