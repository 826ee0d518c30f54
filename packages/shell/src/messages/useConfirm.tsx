import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useText } from '../i18n/i18n.js';
import { MESSAGES_TEXT } from './messages.js';

/**
 * A warning-level question titled 提示 with OK and Cancel; `onOk` runs on OK and the dialog
 * waits for it. Render `holder` once.
 */
export function useConfirm(): {
  confirm: (content: string, onOk: () => Promise<unknown>) => void;
  holder: ReactNode;
} {
  const t = useText(MESSAGES_TEXT);
  const [modal, holder] = Modal.useModal();
  const confirm = (content: string, onOk: () => Promise<unknown>) =>
    modal.warning({
      title: t('confirmTitle'),
      content,
      okCancel: true,
      closable: true,
      okText: t('ok'),
      cancelText: t('cancel'),
      // A failed call has been shown by the HTTP client; the dialog just closes.
      onOk: () => onOk().catch(() => undefined),
    });
  return { confirm, holder };
}
