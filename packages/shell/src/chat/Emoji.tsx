import { SmileOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, useText } from '../i18n/i18n.js';
import { splitEmoji } from './chat-model.js';
import { EMOJIS, type Emoji } from './emoji-table.js';
import { CHAT_TEXT } from './messages.js';

const BY_CODE: ReadonlyMap<string, Emoji> = new Map(EMOJIS.map((emoji) => [emoji.code, emoji]));

/** An emoji's name in the language shown; the code itself is the simplified Chinese name. */
function useEmojiLabel(): (emoji: Emoji) => string {
  const { i18n: current } = useTranslation('chat', { i18n });
  const language = current.language;
  return (emoji) => (language === 'en' ? emoji.en : language === 'zhtw' ? emoji.zhtw : emoji.code);
}

/** Message text with its emoji codes ([微笑]) drawn as pictures; unknown codes stay as typed. */
export function EmojiText({ text }: { text: string }) {
  const label = useEmojiLabel();
  const parts = splitEmoji(text, (code) => BY_CODE.has(code));
  return (
    <>
      {parts.map((part, index): ReactNode => {
        // Parts never move: their position is their identity.
        const key = index;
        if (typeof part === 'string') return <Fragment key={key}>{part}</Fragment>;
        const emoji = BY_CODE.get(part.emoji) as Emoji;
        return (
          <img
            key={key}
            src={emoji.src}
            alt={`[${emoji.code}]`}
            title={label(emoji)}
            width={22}
            height={22}
            style={{ verticalAlign: 'text-bottom', margin: '0 1px' }}
          />
        );
      })}
    </>
  );
}

/** The emoji button and its table; picking one hands its code ([微笑]) to the input. */
export function EmojiPicker({ onPick }: { onPick(code: string): void }) {
  const t = useText(CHAT_TEXT);
  const label = useEmojiLabel();
  const [open, setOpen] = useState(false);
  const table = (
    <div
      role="listbox"
      aria-label={t('emoji')}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(10, 30px)',
        gap: 2,
        maxHeight: 200,
        overflowY: 'auto',
      }}
    >
      {EMOJIS.map((emoji) => (
        <button
          key={emoji.code}
          type="button"
          role="option"
          aria-selected={false}
          aria-label={label(emoji)}
          title={label(emoji)}
          className="fw-chat-emoji"
          onClick={() => {
            onPick(`[${emoji.code}]`);
            setOpen(false);
          }}
        >
          <img src={emoji.src} alt="" width={22} height={22} loading="lazy" />
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={table} trigger="click" open={open} onOpenChange={setOpen} placement="topLeft">
      <button type="button" className="fw-chat-tool" aria-label={t('emoji')} title={t('emoji')}>
        <SmileOutlined />
      </button>
    </Popover>
  );
}
