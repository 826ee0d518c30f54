import { Empty } from 'antd';
import { PICKER_TEXTS } from './texts.js';

/** Spec widgets-admin 8: an empty list says 暂无数据. */
export function EmptyList() {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PICKER_TEXTS.empty} />;
}
