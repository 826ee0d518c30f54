import { i18n, registerMessages } from '@formwork/shell';
import { useMemo } from 'react';
import { useLanguage } from '../web-design/use-language.js';

/** The i18next namespace of the data-interface screen's own parts. */
export const DATA_INTERFACE_NS = 'dataInterfaceParts';

const zh = {
  run: '预览',
  noParameters: '该接口没有请求参数',
  rows: '共 {{count}} 行',
  truncated: '结果超过上限，只显示前 {{count}} 行',
  result: '返回结果',
  failed: '调用失败：{{message}}',
  invokTime: '调用时间',
  user: '调用者',
  invokIp: 'IP 地址',
  invokDevice: '设备',
  invokType: '调用方式',
  typePreview: '预览',
  typeResponse: '取数',
  typeList: '弹窗列表',
  typeInfo: '弹窗取值',
  wasteTime: '耗时（毫秒）',
  success: '结果',
  ok: '成功',
  error: '失败',
  message: '说明',
  table: '表名',
  tableNote: '说明',
  refused: '保存机密，不可开放',
  tablesHint: '勾选的表可被 SQL 接口查询（只读）；保存密码、会话或令牌的表不能勾选。',
  save: '保存',
  cancel: '取消',
  saved: '保存成功',
  loading: '正在加载…',
};

type Catalogue = Record<keyof typeof zh, string>;

const zhtw: Catalogue = {
  run: '預覽',
  noParameters: '該介面沒有請求參數',
  rows: '共 {{count}} 列',
  truncated: '結果超過上限，只顯示前 {{count}} 列',
  result: '返回結果',
  failed: '呼叫失敗：{{message}}',
  invokTime: '呼叫時間',
  user: '呼叫者',
  invokIp: 'IP 位址',
  invokDevice: '裝置',
  invokType: '呼叫方式',
  typePreview: '預覽',
  typeResponse: '取數',
  typeList: '彈窗列表',
  typeInfo: '彈窗取值',
  wasteTime: '耗時（毫秒）',
  success: '結果',
  ok: '成功',
  error: '失敗',
  message: '說明',
  table: '表名',
  tableNote: '說明',
  refused: '保存機密，不可開放',
  tablesHint: '勾選的表可被 SQL 介面查詢（唯讀）；保存密碼、會話或權杖的表不能勾選。',
  save: '保存',
  cancel: '取消',
  saved: '保存成功',
  loading: '正在載入…',
};

const en: Catalogue = {
  run: 'Preview',
  noParameters: 'This interface takes no parameters',
  rows: '{{count}} rows',
  truncated: 'More rows than the cap; the first {{count}} are shown',
  result: 'Answer',
  failed: 'The call failed: {{message}}',
  invokTime: 'Called at',
  user: 'Caller',
  invokIp: 'IP address',
  invokDevice: 'Device',
  invokType: 'Call',
  typePreview: 'Preview',
  typeResponse: 'Response',
  typeList: 'Popup list',
  typeInfo: 'Popup value',
  wasteTime: 'Time (ms)',
  success: 'Outcome',
  ok: 'Answered',
  error: 'Failed',
  message: 'Message',
  table: 'Table',
  tableNote: 'Description',
  refused: 'Keeps secrets; cannot be exposed',
  tablesHint:
    'SQL interfaces may read (only read) the ticked tables; tables keeping passwords, sessions or tokens cannot be ticked.',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Saved',
  loading: 'Loading…',
};

export type DataInterfaceKey = keyof typeof zh;
export const DATA_INTERFACE_MESSAGES = { zh, zhtw, en };

registerMessages(DATA_INTERFACE_NS, DATA_INTERFACE_MESSAGES);

/** The parts' words, following a language switch at once. */
export function useTexts(): (key: DataInterfaceKey, values?: Record<string, unknown>) => string {
  const language = useLanguage();
  return useMemo(() => {
    const t = i18n.getFixedT(language, DATA_INTERFACE_NS);
    return (key: DataInterfaceKey, values?: Record<string, unknown>) => t(key, values ?? {});
  }, [language]);
}
