import { containerMeta } from '../meta/container-meta.js';
import { t } from '../meta/define-meta.js';

export const rowMeta = containerMeta({
  jnpfKey: 'row',
  title: t('栅格容器', '柵格容器', 'Row'),
  icon: 'row',
  // A row's children are the fields themselves, each taking its `span` of the 24 columns.
  children: () => [],
  properties: {},
});
