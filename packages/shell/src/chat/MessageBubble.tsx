import { Image } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { type ChatMessage, imageOf } from './chat-model.js';
import { chatTime } from './chat-time.js';
import { EmojiText } from './Emoji.js';
import { CHAT_TEXT } from './messages.js';
import { pictureData } from './picture-data.js';

/** Pictures show at most this wide in the history; a click shows them whole. */
const IMAGE_MAX_WIDTH = 160;

function Picture({ content }: { content: unknown }) {
  const image = imageOf(content);
  if (!image) return null;
  const width = Math.min(IMAGE_MAX_WIDTH, image.width || IMAGE_MAX_WIDTH);
  const height = image.width && image.height ? Math.round((image.height * width) / image.width) : undefined;
  return (
    <span data-picture={image.src}>
      <PictureData src={image.src} width={width} height={height} />
    </span>
  );
}

/** The picture once fetched with the session; until then a box of its size, and its word if it fails. */
function PictureData({ src, width, height }: { src: string; width: number; height: number | undefined }) {
  const t = useText(CHAT_TEXT);
  const [data, setData] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setData(undefined);
    setFailed(false);
    pictureData(src).then(
      (url) => current && setData(url),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [src]);
  if (failed) return <span>{t('imageWord')}</span>;
  if (!data)
    return <span className="fw-chat-picture-wait" style={{ display: 'inline-block', width, height }} />;
  return <Image src={data} width={width} height={height} alt="" style={{ borderRadius: 4 }} />;
}

/** One message: the user's own on the right, the other person's on the left. */
export function MessageBubble({
  message,
  mine,
  name,
}: {
  message: ChatMessage;
  mine: boolean;
  name: string;
}) {
  return (
    <div className={`fw-chat-message${mine ? ' fw-chat-mine' : ''}`} data-mine={mine || undefined}>
      <div className="fw-chat-meta">
        <span>{name}</span>{' '}
        <time dateTime={new Date(message.sendTime).toISOString()}>{chatTime(message.sendTime)}</time>
      </div>
      <div className={`fw-chat-bubble${message.contentType === 'image' ? ' fw-chat-bubble-image' : ''}`}>
        {message.contentType === 'image' ? (
          <Picture content={message.content} />
        ) : (
          <EmojiText
            text={typeof message.content === 'string' ? message.content : String(message.content ?? '')}
          />
        )}
      </div>
    </div>
  );
}
