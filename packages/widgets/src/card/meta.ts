import { containerMeta, containerTitle } from '../meta/container-meta.js';
import { t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

export const cardMeta = containerMeta({
  jnpfKey: 'card',
  title: t('卡片容器', '卡片容器', 'Card'),
  icon: 'card',
  children: () => [],
  props: { shadow: 'never' },
  properties: { shadow: prop.choice('阴影效果', ['always', 'hover', 'never'], { default: 'never' }) },
  toComponentProps: (field) => ({ title: containerTitle(field), shadow: field.props?.shadow }),
});
