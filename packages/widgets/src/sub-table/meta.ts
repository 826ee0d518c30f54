import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, prop } from '../meta/props-schema.js';
import { subTableLabels } from './messages.js';

const label = labelsOf(subTableLabels);

export const tableMeta = defineMeta({
  jnpfKey: 'table',
  group: 'advanced',
  title: label('subTable'),
  icon: 'table',
  // Its columns are added by the designer; a new sub-table has none.
  children: () => [],
  props: { actionText: '添加', showTitle: true, showSummary: false, summaryField: [] },
  properties: {
    actionText: prop.text(label('addButtonText'), { default: '添加' }),
    showTitle: prop.flag(label('showTitle'), { default: true }),
    showSummary: prop.flag(label('showTotals')),
    summaryField: prop.texts(label('totalFields')),
    ...COMMON_FIELD_PROPS,
  },
});
