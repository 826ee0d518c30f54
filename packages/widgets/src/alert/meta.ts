import { defineMeta, t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

const title = t('提示', '提示', 'Alert');

export const alertMeta = defineMeta({
  jnpfKey: 'alert',
  group: 'basic',
  title,
  icon: 'alert',
  props: { title: title.zh, type: 'info', showIcon: true, closable: false, description: '' },
  properties: {
    title: prop.text('标题'),
    type: prop.choice('主题', ['success', 'info', 'warning', 'error'], { default: 'info' }),
    description: prop.text('辅助文字'),
    showIcon: prop.flag('显示图标', { default: true }),
    closable: prop.flag('能否关闭'),
  },
});
