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
    actionText: prop.text('动作文字', { default: '添加' }),
    showTitle: prop.flag('显示标题', { default: true }),
    showSummary: prop.flag('合计'),
    summaryField: prop.texts('合计字段'),
    ...COMMON_FIELD_PROPS,
  },
});
