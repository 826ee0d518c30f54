import type { FieldSchema, FormSchema } from '@formwork/schema';

/**
 * A realistic form for tests: layout at several depths, tabs, a sub-table, a calculation and a
 * linkage rule naming other fields, and a card imported without a `children` array.
 */
export function sampleForm(): FormSchema {
  return {
    version: 1,
    kind: 'form',
    settings: { labelPosition: 'right', labelWidth: 100, gutter: 15 },
    fields: [
      { jnpfKey: 'groupTitle', label: '基本信息', span: 24, props: { content: '基本信息' } },
      {
        jnpfKey: 'row',
        span: 24,
        children: [
          {
            jnpfKey: 'input',
            vModel: 'input101',
            label: '姓名',
            span: 12,
            required: true,
            props: { placeholder: '请输入' },
          },
          {
            jnpfKey: 'select',
            vModel: 'select102',
            label: '类型',
            span: 12,
            props: { dataType: 'static', options: [{ label: 'A', value: 'a' }] },
          },
        ],
      },
      {
        jnpfKey: 'card',
        label: '明细',
        children: [
          {
            jnpfKey: 'inputNumber',
            vModel: 'days',
            label: '天数',
            span: 12,
            regList: [{ rule: 'halfHours' }],
          },
          { jnpfKey: 'row', children: [{ jnpfKey: 'datePicker', vModel: 'start', label: '开始', span: 12 }] },
          {
            jnpfKey: 'table',
            vModel: 'items',
            label: '明细表',
            span: 24,
            children: [
              { jnpfKey: 'input', vModel: 'name', label: '名称' },
              { jnpfKey: 'inputNumber', vModel: 'qty', label: '数量' },
            ],
          },
        ],
      },
      {
        jnpfKey: 'tab',
        children: [
          {
            jnpfKey: 'tabItem',
            label: '一',
            children: [{ jnpfKey: 'textarea', vModel: 'note', label: '备注' }],
          },
          { jnpfKey: 'tabItem', label: '二', children: [] },
        ],
      },
      {
        jnpfKey: 'calculate',
        vModel: 'total',
        label: '合计',
        span: 12,
        expression: [{ field: 'days' }, '+', 1],
      },
      {
        jnpfKey: 'switch',
        vModel: 'urgent',
        label: '加急',
        span: 12,
        reactions: [{ when: { field: 'select102', op: 'eq', value: 'a' }, fulfill: { show: true } }],
      },
      { jnpfKey: 'card', label: '空卡片' },
    ],
  };
}

/** A flat-ish form of about `count` fields for benchmarks and size tests. */
export function largeForm(count: number): FormSchema {
  const fields: FieldSchema[] = [];
  let made = 0;
  let n = 0;
  while (made < count) {
    n += 1;
    if (n % 10 === 0) {
      fields.push({
        jnpfKey: 'card',
        label: `卡片${n}`,
        children: [
          {
            jnpfKey: 'row',
            children: [
              { jnpfKey: 'input', vModel: `a${n}`, label: `A${n}`, span: 12 },
              { jnpfKey: 'select', vModel: `b${n}`, label: `B${n}`, span: 12, props: { options: [] } },
            ],
          },
        ],
      });
      made += 4;
    } else if (n % 25 === 0) {
      fields.push({
        jnpfKey: 'table',
        vModel: `t${n}`,
        label: `表${n}`,
        children: [
          { jnpfKey: 'input', vModel: 'c1', label: 'C1' },
          { jnpfKey: 'inputNumber', vModel: 'c2', label: 'C2' },
        ],
      });
      made += 3;
    } else {
      fields.push({
        jnpfKey: 'input',
        vModel: `f${n}`,
        label: `F${n}`,
        span: 12,
        props: { placeholder: '' },
      });
      made += 1;
    }
  }
  return { version: 1, kind: 'form', settings: {}, fields };
}

/** Freezes a value and everything in it, so a test fails on any mutation. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** The node id of the field with this vModel (or label), for readable tests. */
export function idOf(
  doc: { ids(): string[]; nodeById(id: string): FieldSchema | undefined },
  name: string,
): string {
  const id = doc.ids().find((x) => {
    const field = doc.nodeById(x);
    return field?.vModel === name || field?.label === name;
  });
  if (!id) throw new Error(`no field named ${name}`);
  return id;
}
