import { PictureOutlined } from '@ant-design/icons';
import { message, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { chatApi } from './chat-api.js';
import { readImageSize } from './image-size.js';
import { CHAT_TEXT } from './messages.js';
import type { ChatConnection } from './socket.js';

/** A chat picture must be smaller than 5 MB. */
export const IMAGE_MAX_BYTES = 5_242_880;

/** Picks one picture, uploads it and sends it to the conversation with its size. */
export function ImageButton({ connection, peerId }: { connection: ChatConnection; peerId: string }) {
  const t = useText(CHAT_TEXT);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    try {
      // Any answer but 200 has been shown by the HTTP client, with the server's words.
      const { data } = await chatApi.uploadImage(file);
      if (!data?.name) return;
      const { width, height } = await readImageSize(file);
      connection.send('SendMessage', {
        toUserId: peerId,
        messageType: 'image',
        messageContent: JSON.stringify({ name: data.name, width, height }),
      });
    } catch {
      // Already shown; nothing was sent.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Upload
      accept="image/*"
      multiple={false}
      maxCount={1}
      showUploadList={false}
      disabled={busy}
      beforeUpload={(file) => {
        if (!file.type.startsWith('image/')) void message.error(t('notImage'));
        else if (file.size >= IMAGE_MAX_BYTES) void message.error(t('imageTooBig'));
        else void send(file);
        // Sent above through the session's client, not by antd's own request.
        return false;
      }}
    >
      <button
        type="button"
        className="fw-chat-tool"
        aria-label={t('image')}
        title={t('image')}
        disabled={busy}
      >
        {busy ? <Spin size="small" aria-label={t('uploading')} /> : <PictureOutlined />}
      </button>
    </Upload>
  );
}
