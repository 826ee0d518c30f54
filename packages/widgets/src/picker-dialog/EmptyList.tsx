import { Empty } from 'antd';
import { useWidgetText } from '../i18n/index.js';

/** Spec widgets-admin 8: an empty list says 暂无数据. */
export function EmptyList() {
  const t = useWidgetText();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('picker.empty')} />;
}
