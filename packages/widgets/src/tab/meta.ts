import type { FieldSchema } from '@formwork/schema';
import { containerMeta, containerTitle } from '../meta/container-meta.js';
import { labelsOf } from '../meta/localized.js';
import { prop } from '../meta/props-schema.js';
import { tabLabels } from './messages.js';

const label = labelsOf(tabLabels);

const paneTitle = label('tab');

export const tabItemMeta = containerMeta({
  jnpfKey: 'tabItem',
  title: paneTitle,
  icon: 'tab',
  inPalette: false,
  allowedParents: ['tab'],
  children: () => [],
  properties: {},
  toComponentProps: (field) => ({ title: containerTitle(field) }),
});

/** A new pane, numbered after its place: 标签页1, 标签页2... */
const newPane = (index: number): FieldSchema => ({
  ...tabItemMeta.createField(),
  label: `${paneTitle.zh}${index}`,
});

export const tabMeta = containerMeta({
  jnpfKey: 'tab',
  title: label('tabs'),
  icon: 'tab',
  children: () => [newPane(1), newPane(2)],
  props: { type: '' },
  properties: {
    type: prop.choice(
      label('style'),
      [
        ['', label('default')],
        ['card', label('card')],
        ['border-card', label('borderedCard')],
      ],
      { default: '' },
    ),
  },
  toComponentProps: (field) => ({ type: field.props?.type }),
});
