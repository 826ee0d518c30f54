import { defineMeta, t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

const title = t('按钮', '按鈕', 'Button');

export const buttonMeta = defineMeta({
  jnpfKey: 'button',
  group: 'basic',
  title,
  icon: 'button',
  props: { buttonText: title.zh, type: 'primary', align: 'left' },
  properties: {
    buttonText: prop.text('按钮文字'),
    type: prop.choice('按钮类型', ['primary', 'default', 'dashed', 'link', 'text'], { default: 'primary' }),
    align: prop.choice('对齐方式', ['left', 'center', 'right'], { default: 'left' }),
    disabled: prop.flag('是否禁用'),
  },
});
