import { containerMeta } from '../meta/container-meta.js';
import { labelsOf } from '../meta/localized.js';
import { rowLabels } from './messages.js';

const label = labelsOf(rowLabels);

export const rowMeta = containerMeta({
  jnpfKey: 'row',
  title: label('row'),
  icon: 'row',
  // A row's children are the fields themselves, each taking its `span` of the 24 columns.
  children: () => [],
  properties: {},
});
