import { containerMeta, containerTitle } from '../meta/container-meta.js';
import { t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

export const cardMeta = containerMeta({
  jnpfKey: 'card',
  title: t('卡片容器', '卡片容器', 'Card'),
  icon: 'card',
  children: () => [],
  props: { shadow: 'never' },
  properties: {
    shadow: prop.choice(
      t('阴影效果', '陰影效果', 'Shadow'),
      [
        ['always', t('总是显示', '總是顯示', 'Always')],
        ['hover', t('悬浮时显示', '懸浮時顯示', 'On hover')],
        ['never', t('从不显示', '從不顯示', 'Never')],
      ],
      { default: 'never' },
    ),
  },
  toComponentProps: (field) => ({ title: containerTitle(field), shadow: field.props?.shadow }),
});
