import type { FieldSchema } from '@formwork/schema';
import { containerMeta, containerTitle } from '../meta/container-meta.js';
import { labelsOf } from '../meta/localized.js';
import { prop } from '../meta/props-schema.js';
import { collapseLabels } from './messages.js';

const label = labelsOf(collapseLabels);

const panelTitle = label('panel');

export const collapseItemMeta = containerMeta({
  jnpfKey: 'collapseItem',
  title: panelTitle,
  icon: 'collapse',
  inPalette: false,
  allowedParents: ['collapse'],
  children: () => [],
  properties: {},
  toComponentProps: (field) => ({ title: containerTitle(field) }),
});

/** A new panel, numbered after its place: 面板1, 面板2... */
const newPanel = (index: number): FieldSchema => ({
  ...collapseItemMeta.createField(),
  label: `${panelTitle.zh}${index}`,
});

export const collapseMeta = containerMeta({
  jnpfKey: 'collapse',
  title: label('collapse'),
  icon: 'fold',
  children: () => [newPanel(1), newPanel(2)],
  props: { accordion: false },
  properties: { accordion: prop.flag(label('accordion')) },
  toComponentProps: (field) => ({ accordion: field.props?.accordion === true }),
});
