import { Empty } from 'antd';
import { useWidgetText } from '../i18n/index.js';

/** An empty list says 暂无数据. */
export function EmptyList() {
  const t = useWidgetText();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('picker.empty')} />;
}
