import type { FieldSchema } from '@formwork/schema';
import { containerMeta, containerTitle } from '../meta/container-meta.js';
import { t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

const paneTitle = t('标签页', '標籤頁', 'Tab');

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
  title: t('标签面板', '標籤面板', 'Tabs'),
  icon: 'tab',
  children: () => [newPane(1), newPane(2)],
  props: { type: '' },
  properties: {
    type: prop.choice(
      t('风格类型', '風格類型', 'Style'),
      [
        ['', t('默认', '預設', 'Default')],
        ['card', t('选项卡', '選項卡', 'Card')],
        ['border-card', t('卡片化', '卡片化', 'Bordered card')],
      ],
      { default: '' },
    ),
  },
  toComponentProps: (field) => ({ type: field.props?.type }),
});
