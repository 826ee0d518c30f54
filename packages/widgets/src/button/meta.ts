import { defineMeta, t } from '../meta/define-meta.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';

const title = t('按钮', '按鈕', 'Button');

export const buttonMeta = defineMeta({
  jnpfKey: 'button',
  group: 'basic',
  title,
  icon: 'button',
  props: { buttonText: title.zh, type: 'primary', align: 'left' },
  properties: {
    buttonText: prop.text(LABELS.buttonText),
    type: prop.choice(
      t('按钮类型', '按鈕類型', 'Button type'),
      [
        ['primary', t('主按钮', '主按鈕', 'Primary')],
        ['default', t('默认按钮', '預設按鈕', 'Default')],
        ['dashed', t('虚线按钮', '虛線按鈕', 'Dashed')],
        ['link', t('链接按钮', '鏈接按鈕', 'Link')],
        ['text', t('文本按钮', '文本按鈕', 'Text')],
      ],
      { default: 'primary' },
    ),
    align: prop.choice(LABELS.align, CHOICES.align, { default: 'left' }),
    disabled: prop.flag(LABELS.disabled),
  },
});
