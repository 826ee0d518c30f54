import { theme } from 'antd';

/** The drawer's own rules, coloured from the theme so they follow light, dark and the theme colour. */
export function ChatStyles() {
  const { token } = theme.useToken();
  const css = `
.fw-chat-drawer .fw-chat-tabs { flex: 1; min-height: 0; display: flex; flex-direction: column; }
.fw-chat-drawer .fw-chat-tabs > .ant-tabs-nav { margin: 0; }
.fw-chat-drawer .fw-chat-tabs .ant-tabs-content-holder { flex: 1; min-height: 0; display: flex; }
.fw-chat-drawer .fw-chat-tabs .ant-tabs-content,
.fw-chat-drawer .fw-chat-tabs .ant-tabs-tabpane { height: 100%; width: 100%; display: flex; flex-direction: column; min-height: 0; }
.fw-chat-column { flex: 1; min-height: 0; display: flex; flex-direction: column; }
.fw-chat-scroll { flex: 1; min-height: 0; overflow-y: auto; }
.fw-chat-list { list-style: none; margin: 0; padding: 0; }
.fw-chat-row { display: flex; gap: 10px; align-items: center; width: 100%; padding: 10px 16px; border: 0;
  background: none; text-align: left; cursor: pointer; color: inherit; font: inherit; }
.fw-chat-row:hover, .fw-chat-row:focus-visible { background: ${token.colorFillTertiary}; outline: none; }
.fw-chat-row-text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.fw-chat-row-top { display: flex; align-items: center; gap: 8px; justify-content: space-between; }
.fw-chat-name { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fw-chat-account { font-weight: normal; color: ${token.colorTextTertiary}; }
.fw-chat-time { flex-shrink: 0; font-size: 12px; color: ${token.colorTextTertiary}; }
.fw-chat-preview { min-width: 0; flex: 1; font-size: 13px; color: ${token.colorTextSecondary};
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fw-chat-preview img { width: 16px; height: 16px; }
.fw-chat-peer { display: flex; align-items: center; gap: 8px; padding: 6px 12px 6px 4px;
  border-bottom: 1px solid ${token.colorBorderSecondary}; }
.fw-chat-peer .fw-chat-name { flex: 1; }
.fw-chat-history { padding: 8px 12px; background: ${token.colorBgLayout}; }
.fw-chat-message { display: flex; flex-direction: column; align-items: flex-start; margin: 8px 0; }
.fw-chat-message.fw-chat-mine { align-items: flex-end; }
.fw-chat-meta { font-size: 12px; color: ${token.colorTextTertiary}; margin-bottom: 2px; }
.fw-chat-bubble { max-width: 80%; padding: 6px 10px; border-radius: 8px; white-space: pre-wrap;
  word-break: break-word; background: ${token.colorBgContainer}; color: ${token.colorText};
  border: 1px solid ${token.colorBorderSecondary}; }
.fw-chat-mine .fw-chat-bubble { background: ${token.colorPrimaryBg}; border-color: ${token.colorPrimaryBorder}; }
.fw-chat-bubble.fw-chat-bubble-image { padding: 4px; }
.fw-chat-compose { border-top: 1px solid ${token.colorBorderSecondary}; padding: 4px 12px 10px; }
.fw-chat-tools { display: flex; gap: 4px; }
.fw-chat-tool, .fw-chat-emoji { display: inline-flex; align-items: center; justify-content: center; border: 0;
  background: none; cursor: pointer; border-radius: 4px; color: ${token.colorTextSecondary}; }
.fw-chat-tool { width: 32px; height: 32px; font-size: 18px; }
.fw-chat-emoji { width: 30px; height: 30px; padding: 0; }
.fw-chat-tool:hover, .fw-chat-emoji:hover, .fw-chat-tool:focus-visible, .fw-chat-emoji:focus-visible {
  background: ${token.colorFillSecondary}; outline: none; }
`;
  return <style>{css}</style>;
}
