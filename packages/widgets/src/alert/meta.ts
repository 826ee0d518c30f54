import { defineMeta, t } from '../meta/define-meta.js';
import { LABELS, prop } from '../meta/props-schema.js';

const title = t('提示', '提示', 'Alert');

export const alertMeta = defineMeta({
  jnpfKey: 'alert',
  group: 'basic',
  title,
  icon: 'alert',
  props: { title: title.zh, type: 'info', showIcon: true, closable: false, description: '' },
  properties: {
    title: prop.text(LABELS.title),
    type: prop.choice(
      t('主题', '主題', 'Type'),
      [
        ['success', t('成功', '成功', 'Success')],
        ['info', t('信息', '資訊', 'Info')],
        ['warning', t('警告', '警告', 'Warning')],
        ['error', t('错误', '錯誤', 'Error')],
      ],
      { default: 'info' },
    ),
    description: prop.text(t('辅助文字', '輔助文字', 'Description')),
    showIcon: prop.flag(t('显示图标', '顯示圖示', 'Show icon'), { default: true }),
    closable: prop.flag(t('能否关闭', '能否關閉', 'Closable')),
  },
});
