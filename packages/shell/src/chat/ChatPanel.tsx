import { LeftOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Spin } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea.js';
import { type KeyboardEvent, type UIEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { type ChatMessage, fromHistory, fromReceived, fromSent, withOlder } from './chat-model.js';
import { useChatStore } from './chat-store.js';
import { EmojiPicker } from './Emoji.js';
import { ImageButton } from './ImageButton.js';
import { MessageBubble } from './MessageBubble.js';
import { CHAT_TEXT } from './messages.js';
import { PersonAvatar } from './PersonAvatar.js';
import type { ChatConnection, ServerFrame } from './socket.js';

/** The first screen of a conversation shows this many messages; each scroll to the top 50 more. */
export const FIRST_PAGE_SIZE = 30;
export const HISTORY_PAGE_SIZE = 50;
/** Older messages load when the history is scrolled to within this many pixels of its top. */
export const HISTORY_LOAD_DISTANCE = 100;

/** The person at the other end of a conversation. */
export interface Peer {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A history answer belongs to this conversation when its messages pass between the two users. */
const between = (frame: ServerFrame, me: string, peer: string): boolean => {
  const list = Array.isArray(frame.list) ? (frame.list as Record<string, unknown>[]) : [];
  return list.every((item) => {
    const ends = [text(item.sendUserId), text(item.receiveUserId)];
    return ends.includes(peer) && (ends.includes(me) || !item.receiveUserId);
  });
};

/**
 * One conversation: its history (older messages load when scrolled to the top, the view staying
 * where it was), the messages as they come and go, and the input with emoji and picture sending.
 */
export function ChatPanel({
  connection,
  peer,
  me,
  onBack,
}: {
  connection: ChatConnection;
  peer: Peer;
  me: string;
  onBack(): void;
}) {
  const t = useText(CHAT_TEXT);
  const online = useChatStore((state) => state.onlineUsers.has(peer.id));
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [done, setDone] = useState(false);
  const [draft, setDraft] = useState('');
  const history = useRef<HTMLDivElement>(null);
  const input = useRef<TextAreaRef>(null);
  /** Where the view stood before older messages were put above it; null: follow the newest. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const asked = useRef({ size: FIRST_PAGE_SIZE, page: 1 });
  const shown = useRef(messages);
  shown.current = messages;

  useEffect(() => {
    const unsubscribe = connection.subscribe((frame) => {
      if (frame.method === 'messageList') {
        if (!between(frame, me, peer.id)) return;
        const list = (Array.isArray(frame.list) ? frame.list : []) as Record<string, unknown>[];
        const total = Number((frame.pagination as { total?: unknown } | undefined)?.total);
        setMessages((current) => withOlder(current, list.map(fromHistory)));
        const { size, page } = asked.current;
        setDone(list.length < size || (Number.isFinite(total) && page * size >= total));
        setLoading(false);
      } else if (frame.method === 'receiveMessage' && text(frame.formUserId) === peer.id) {
        anchor.current = null;
        setMessages((current) => [...current, fromReceived(frame)]);
        // Read as it arrives: the conversation is on screen.
        connection.send('UpdateReadMessage', { formUserId: peer.id });
      } else if (frame.method === 'sendMessage' && text(frame.toUserId) === peer.id) {
        anchor.current = null;
        setMessages((current) => [...current, fromSent(frame, me)]);
      }
    });
    asked.current = { size: FIRST_PAGE_SIZE, page: 1 };
    connection.send('MessageList', {
      toUserId: peer.id,
      formUserId: me,
      currentPage: 1,
      pageSize: FIRST_PAGE_SIZE,
      sord: 'desc',
      keyword: '',
    });
    return unsubscribe;
  }, [connection, peer.id, me]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the messages shown
  useLayoutEffect(() => {
    const box = history.current;
    if (!box) return;
    const kept = anchor.current;
    anchor.current = null;
    box.scrollTop = kept ? box.scrollHeight - kept.height + kept.top : box.scrollHeight;
  }, [messages]);

  const loadOlder = () => {
    const box = history.current;
    if (!box || loading || done) return;
    anchor.current = { height: box.scrollHeight, top: box.scrollTop };
    setLoading(true);
    // Pages of 50 counted from the newest: the page holding the first message not yet shown.
    asked.current = {
      size: HISTORY_PAGE_SIZE,
      page: Math.floor(shown.current.length / HISTORY_PAGE_SIZE) + 1,
    };
    connection.send('MessageList', {
      toUserId: peer.id,
      formUserId: me,
      currentPage: asked.current.page,
      pageSize: HISTORY_PAGE_SIZE,
      sord: 'desc',
      keyword: '',
    });
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (event.currentTarget.scrollTop <= HISTORY_LOAD_DISTANCE) loadOlder();
  };

  const send = () => {
    const content = draft.trim();
    if (!content) return;
    connection.send('SendMessage', { toUserId: peer.id, messageType: 'text', messageContent: content });
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing picks a word; Shift+Enter starts a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const insert = (code: string) => {
    const area = input.current?.resizableTextArea?.textArea;
    const at = area ? area.selectionStart : draft.length;
    const end = area ? area.selectionEnd : draft.length;
    setDraft(draft.slice(0, at) + code + draft.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + code.length, at + code.length);
    });
  };

  return (
    <section className="fw-chat-column" aria-label={peer.realName}>
      <header className="fw-chat-peer">
        <Button type="text" icon={<LeftOutlined />} aria-label={t('back')} onClick={onBack} />
        <PersonAvatar name={peer.realName} headIcon={peer.headIcon} size={28} />
        <span className="fw-chat-name">{peer.realName}</span>
        <span className="fw-chat-time">{online ? t('online') : t('offline')}</span>
      </header>
      <div
        ref={history}
        className="fw-chat-scroll fw-chat-history"
        onScroll={onScroll}
        role="log"
        aria-label={t('title')}
      >
        {loading && <Spin size="small" style={{ display: 'block', margin: 8 }} aria-label={t('loading')} />}
        {!loading && messages.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMessages')} />
        )}
        {messages.map((message) => (
          <MessageBubble
            key={message.key}
            message={message}
            mine={message.sendUserId === me}
            name={message.sendUserId === me ? t('me') : peer.realName}
          />
        ))}
      </div>
      <div className="fw-chat-compose">
        <div className="fw-chat-tools">
          <EmojiPicker onPick={insert} />
          <ImageButton connection={connection} peerId={peer.id} />
        </div>
        <Input.TextArea
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('input')}
          aria-label={t('input')}
          rows={3}
          style={{ resize: 'none' }}
          variant="borderless"
        />
        <div style={{ textAlign: 'right' }}>
          <Button type="primary" size="small" onClick={send} disabled={!draft.trim()}>
            {t('send')}
          </Button>
        </div>
      </div>
    </section>
  );
}
