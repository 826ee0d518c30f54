import type { FieldSchema } from '@formwork/schema';
import { containerMeta, containerTitle } from '../meta/container-meta.js';
import { t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

const panelTitle = t('面板', '面板', 'Panel');

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
  title: t('折叠面板', '折疊面板', 'Collapse'),
  icon: 'fold',
  children: () => [newPanel(1), newPanel(2)],
  props: { accordion: false },
  properties: { accordion: prop.flag(t('手风琴', '手風琴', 'Accordion')) },
  toComponentProps: (field) => ({ accordion: field.props?.accordion === true }),
});
