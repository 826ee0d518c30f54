import { Modal, message } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useListTexts } from '../use-list-texts.js';

type MessageInstance = ReturnType<typeof message.useMessage>[0];

export interface Feedback {
  message: MessageInstance;
  /** Asks a yes/no question titled 提示; resolves true on 确定. */
  confirm: (content: ReactNode) => Promise<boolean>;
  /** Tells something to be read, titled 提示, until the user closes it with 确定. */
  notice: (content: ReactNode) => void;
  /** Render once: the hook's toasts and dialogs draw here, under the app's theme and locale. */
  holder: ReactNode;
}

export function useFeedback(): Feedback {
  const [messageApi, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const texts = useListTexts();
  const confirm = useCallback(
    (content: ReactNode) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: texts.confirmTitle,
          content,
          okText: texts.ok,
          cancelText: texts.cancel,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, texts],
  );
  const notice = useCallback(
    (content: ReactNode) => void modal.info({ title: texts.confirmTitle, content, okText: texts.ok }),
    [modal, texts],
  );
  return {
    message: messageApi,
    confirm,
    notice,
    holder: (
      <>
        {messageHolder}
        {modalHolder}
      </>
    ),
  };
}
