import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, prop } from '../meta/props-schema.js';

export const tableMeta = defineMeta({
  jnpfKey: 'table',
  group: 'advanced',
  title: t('设计子表', '設計子表', 'Sub-table'),
  icon: 'table',
  // Its columns are added by the designer; a new sub-table has none.
  children: () => [],
  props: { actionText: '添加', showTitle: true, showSummary: false, summaryField: [] },
  properties: {
    actionText: prop.text(t('动作文字', '動作文字', 'Add button text'), { default: '添加' }),
    showTitle: prop.flag(t('显示标题', '顯示標題', 'Show title'), { default: true }),
    showSummary: prop.flag(t('合计', '合計', 'Show totals')),
    summaryField: prop.texts(t('合计字段', '合計欄位', 'Total fields')),
    ...COMMON_FIELD_PROPS,
  },
});
