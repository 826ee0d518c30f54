import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';
import { buttonLabels } from './messages.js';

const label = labelsOf(buttonLabels);

const title = label('title');

export const buttonMeta = defineMeta({
  jnpfKey: 'button',
  group: 'basic',
  title,
  icon: 'button',
  props: { buttonText: title.zh, type: 'primary', align: 'left' },
  properties: {
    buttonText: prop.text(LABELS.buttonText),
    type: prop.choice(
      label('buttonType'),
      [
        ['primary', label('primary')],
        ['default', label('default')],
        ['dashed', label('dashed')],
        ['link', label('link')],
        ['text', label('text')],
      ],
      { default: 'primary' },
    ),
    align: prop.choice(LABELS.align, CHOICES.align, { default: 'left' }),
    disabled: prop.flag(LABELS.disabled),
  },
});
