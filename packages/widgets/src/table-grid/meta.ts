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
    colspan: prop.integer(t('合并列数', '合併列數', 'Column span'), { minimum: 1, default: 1 }),
    rowspan: prop.integer(t('合并行数', '合併行數', 'Row span'), { minimum: 1, default: 1 }),
    merged: prop.flag(t('已被合并', '已被合併', 'Merged')),
    backgroundColor: prop.text(t('背景颜色', '背景顏色', 'Background color')),
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
    borderType: prop.choice(
      t('边框类型', '邊框類型', 'Border style'),
      [
        ['solid', t('实线', '實線', 'Solid')],
        ['dashed', t('虚线', '虛線', 'Dashed')],
        ['dotted', t('点状', '點狀', 'Dotted')],
        ['double', t('双线', '雙線', 'Double')],
        ['none', t('无', '無', 'None')],
      ],
      {
        default: 'solid',
      },
    ),
    borderColor: prop.text(t('边框颜色', '邊框顏色', 'Border color'), { default: '#E2E0E0' }),
    borderWidth: prop.integer(t('边框宽度', '邊框寬度', 'Border width'), { minimum: 0, default: 1 }),
  },
  toComponentProps: (field) => {
    const { borderType, borderColor, borderWidth } = field.props ?? {};
    return { borderType, borderColor, borderWidth };
  },
});
