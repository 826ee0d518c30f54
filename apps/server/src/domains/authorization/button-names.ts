import { type MessageKey, t } from '../../http/i18n/index.js';

/**
 * The Chinese names the seeds and a design's release give menu entries' buttons, each with its
 * message: the role screen shows such a button in the reader's language. A name an administrator
 * typed is not among them and is shown as typed.
 */
const STOCK_NAMES: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  ['新建', 'button.add'],
  ['新增', 'button.add'],
  ['编辑', 'button.edit'],
  ['删除', 'button.remove'],
  ['详情', 'button.detail'],
  ['导出', 'button.export'],
  ['导入', 'button.import'],
  ['批量删除', 'button.batchRemove'],
  ['批量打印', 'button.batchPrint'],
  ['清空', 'button.clear'],
  ['复制', 'button.copy'],
  ['下载代码', 'button.downloadCode'],
  ['保存', 'button.save'],
  ['发布', 'button.release'],
  ['强制下线', 'button.forceOffline'],
  ['重置密码', 'button.resetPassword'],
  ['解除锁定', 'button.unlock'],
]);

/** A button's name as the role screen shows it: a stock name in the request's language. */
export function shownButtonName(fullName: string): string {
  const key = STOCK_NAMES.get(fullName);
  return key ? t(key) : fullName;
}
