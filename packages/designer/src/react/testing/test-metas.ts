import type { FieldSchema, FormSchema } from '@formwork/schema';
import type { DesignerMetas, DesignerWidgetMeta, PaletteGroup } from '../meta.js';

const FIELD_PARENTS = ['form', 'row', 'card', 'tabItem', 'collapseItem', 'tableGridTd'];

function meta(
  jnpfKey: string,
  group: PaletteGroup,
  title: [string, string, string],
  create: () => FieldSchema,
  properties: Record<string, Record<string, unknown>> = {},
  extra: Partial<DesignerWidgetMeta> = {},
): DesignerWidgetMeta {
  return {
    jnpfKey,
    group,
    title: { zh: title[0], zhtw: title[1], en: title[2] },
    icon: `icon-ym icon-ym-generator-${jnpfKey}`,
    hasData: group !== 'layout',
    createField: create,
    propsSchema: { type: 'object', properties },
    allowedParents: [...FIELD_PARENTS, 'table'],
    inSubTable: group === 'basic',
    ...extra,
  };
}

/** A few metas standing in for the widgets' own, enough for every part of the screen. */
export function testMetas(): DesignerMetas {
  const list = [
    meta(
      'input',
      'basic',
      ['单行输入', '單行輸入', 'Input'],
      () => ({ jnpfKey: 'input', label: '单行输入', span: 24 }),
      {
        placeholder: { type: 'string', title: { zh: '占位提示', zhtw: '佔位提示', en: 'Placeholder' } },
        maxlength: { type: 'integer', title: { zh: '最多输入', zhtw: '最多輸入', en: 'Max length' } },
        prepend: { type: 'string', title: { zh: '前缀', zhtw: '前綴', en: 'Prefix' } },
      },
    ),
    meta('select', 'basic', ['下拉选择', '下拉選擇', 'Select'], () => ({
      jnpfKey: 'select',
      label: '下拉选择',
      props: { dataType: 'static', options: [{ label: '选项一', value: '1' }] },
    })),
    meta('switch', 'basic', ['开关', '開關', 'Switch'], () => ({ jnpfKey: 'switch', label: '开关' })),
    meta('userSelect', 'advanced', ['用户选择', '使用者選擇', 'User picker'], () => ({
      jnpfKey: 'userSelect',
      label: '用户选择',
    })),
    meta('createUser', 'system', ['创建人员', '建立人員', 'Created by'], () => ({
      jnpfKey: 'createUser',
      label: '创建人员',
    })),
    meta(
      'card',
      'layout',
      ['卡片容器', '卡片容器', 'Card'],
      () => ({ jnpfKey: 'card', label: '卡片', children: [] }),
      {},
      {
        allowedParents: FIELD_PARENTS,
      },
    ),
    meta(
      'table',
      'advanced',
      ['设计子表', '設計子表', 'Sub-table'],
      () => ({ jnpfKey: 'table', label: '设计子表', children: [] }),
      {},
      {
        allowedParents: ['form', 'row', 'card'],
        inSubTable: false,
      },
    ),
  ];
  return new Map(list.map((m) => [m.jnpfKey, m]));
}

export function formWith(fields: FieldSchema[]): FormSchema {
  return { version: 1, kind: 'form', settings: { labelPosition: 'right', labelWidth: 100 }, fields };
}
