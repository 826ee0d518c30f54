import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { LABELS, prop } from '../meta/props-schema.js';
import { alertLabels } from './messages.js';

const label = labelsOf(alertLabels);

const title = label('alert');

export const alertMeta = defineMeta({
  jnpfKey: 'alert',
  group: 'basic',
  title,
  icon: 'alert',
  props: { title: title.zh, type: 'info', showIcon: true, closable: false, description: '' },
  properties: {
    title: prop.text(LABELS.title),
    type: prop.choice(
      label('type'),
      [
        ['success', label('success')],
        ['info', label('info')],
        ['warning', label('warning')],
        ['error', label('error')],
      ],
      { default: 'info' },
    ),
    description: prop.text(label('description')),
    showIcon: prop.flag(label('showIcon'), { default: true }),
    closable: prop.flag(label('closable')),
  },
});
