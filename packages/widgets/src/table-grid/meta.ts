import { containerMeta } from '../meta/container-meta.js';
import { labelsOf } from '../meta/localized.js';
import { prop } from '../meta/props-schema.js';
import { newGridRows } from './grid-cells.js';
import { tableGridLabels } from './messages.js';

const label = labelsOf(tableGridLabels);

export const tableGridTrMeta = containerMeta({
  jnpfKey: 'tableGridTr',
  title: label('tableRow'),
  icon: 'table',
  inPalette: false,
  allowedParents: ['tableGrid'],
  children: () => [],
  properties: {},
});

export const tableGridTdMeta = containerMeta({
  jnpfKey: 'tableGridTd',
  title: label('tableCell'),
  icon: 'table',
  inPalette: false,
  allowedParents: ['tableGridTr'],
  children: () => [],
  props: { colspan: 1, rowspan: 1, merged: false },
  properties: {
    colspan: prop.integer(label('columnSpan'), { minimum: 1, default: 1 }),
    rowspan: prop.integer(label('rowSpan'), { minimum: 1, default: 1 }),
    merged: prop.flag(label('merged')),
    backgroundColor: prop.text(label('backgroundColor')),
  },
  toComponentProps: (field) => ({ colspan: field.props?.colspan ?? 1, rowspan: field.props?.rowspan ?? 1 }),
});

export const tableGridMeta = containerMeta({
  jnpfKey: 'tableGrid',
  title: label('tableGrid'),
  icon: 'table',
  children: () => newGridRows(2, 2),
  props: { borderType: 'solid', borderColor: '#E2E0E0', borderWidth: 1 },
  properties: {
    borderType: prop.choice(
      label('borderStyle'),
      [
        ['solid', label('solid')],
        ['dashed', label('dashed')],
        ['dotted', label('dotted')],
        ['double', label('double')],
        ['none', label('none')],
      ],
      {
        default: 'solid',
      },
    ),
    borderColor: prop.text(label('borderColor'), { default: '#E2E0E0' }),
    borderWidth: prop.integer(label('borderWidth'), { minimum: 0, default: 1 }),
  },
  toComponentProps: (field) => {
    const { borderType, borderColor, borderWidth } = field.props ?? {};
    return { borderType, borderColor, borderWidth };
  },
});
