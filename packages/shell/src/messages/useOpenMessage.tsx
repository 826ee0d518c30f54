import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MessageDialog } from './MessageDialog.js';
import { isRead, type MessageDetail, type MessageItem, messageApi } from './message-api.js';
import { messageTarget } from './open-message.js';
import { countOneRead } from './read-state.js';

export interface OpenMessageOptions {
  /** The message is now read: the list shows it so. */
  onRead?: (id: string) => void;
  /** Opening it leaves for another page (the drawer closes). */
  onLeave?: () => void;
}

/**
 * Opening a message: reading it on the server (which marks it read), then the viewer dialog, the
 * page it leads to, or nothing. A failed read has already been shown by the HTTP client.
 */
export function useOpenMessage({ onRead, onLeave }: OpenMessageOptions = {}): {
  open: (item: MessageItem) => Promise<void>;
  dialog: ReactNode;
} {
  const navigate = useNavigate();
  const [detail, setDetail] = useState<MessageDetail | null>(null);

  const open = useCallback(
    async (item: MessageItem) => {
      let answer: MessageDetail | undefined;
      try {
        answer = (await messageApi.read(item.id)).data;
      } catch {
        return;
      }
      if (!answer) return;
      if (!isRead(item)) {
        countOneRead();
        onRead?.(item.id);
      }
      const target = messageTarget(item.type, answer);
      if (target.kind === 'dialog') setDetail(answer);
      else if (target.kind === 'navigate') {
        onLeave?.();
        navigate(target.to);
      }
    },
    [navigate, onLeave, onRead],
  );

  return { open, dialog: <MessageDialog detail={detail} onClose={() => setDetail(null)} /> };
}
