import { containerMeta } from '../meta/container-meta.js';
import { t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';
import { newGridRows } from './grid-cells.js';

export const tableGridTrMeta = containerMeta({
  jnpfKey: 'tableGridTr',
  title: t('表格行', '表格行', 'Table row'),
  icon: 'table',
  inPalette: false,
  allowedParents: ['tableGrid'],
  children: () => [],
  properties: {},
});

export const tableGridTdMeta = containerMeta({
  jnpfKey: 'tableGridTd',
  title: t('单元格', '單元格', 'Table cell'),
  icon: 'table',
  inPalette: false,
  allowedParents: ['tableGridTr'],
  children: () => [],
  props: { colspan: 1, rowspan: 1, merged: false },
  properties: {
    colspan: prop.integer('合并列数', { minimum: 1, default: 1 }),
    rowspan: prop.integer('合并行数', { minimum: 1, default: 1 }),
    merged: prop.flag('已被合并'),
    backgroundColor: prop.text('背景颜色'),
  },
  toComponentProps: (field) => ({ colspan: field.props?.colspan ?? 1, rowspan: field.props?.rowspan ?? 1 }),
});

export const tableGridMeta = containerMeta({
  jnpfKey: 'tableGrid',
  title: t('表格容器', '表格容器', 'Table grid'),
  icon: 'table',
  children: () => newGridRows(2, 2),
  props: { borderType: 'solid', borderColor: '#E2E0E0', borderWidth: 1 },
  properties: {
    borderType: prop.choice('边框类型', ['solid', 'dashed', 'dotted', 'double', 'none'], {
      default: 'solid',
    }),
    borderColor: prop.text('边框颜色', { default: '#E2E0E0' }),
    borderWidth: prop.integer('边框宽度', { minimum: 0, default: 1 }),
  },
  toComponentProps: (field) => {
    const { borderType, borderColor, borderWidth } = field.props ?? {};
    return { borderType, borderColor, borderWidth };
  },
});
