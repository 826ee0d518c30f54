import { Badge, Empty } from 'antd';
import { useText } from '../i18n/i18n.js';
import type { Conversation } from './chat-api.js';
import { previewOf } from './chat-model.js';
import { useChatStore } from './chat-store.js';
import { chatTime } from './chat-time.js';
import { EmojiText } from './Emoji.js';
import { CHAT_TEXT } from './messages.js';
import { PersonAvatar } from './PersonAvatar.js';

/** Recent conversations, latest first: who, the latest message, when, and how many are unread. */
export function ConversationList({
  conversations,
  onOpen,
}: {
  conversations: Conversation[];
  onOpen(conversation: Conversation): void;
}) {
  const t = useText(CHAT_TEXT);
  const online = useChatStore((state) => state.onlineUsers);
  if (conversations.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noConversations')} />;
  return (
    <ul className="fw-chat-list" aria-label={t('conversations')}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button type="button" className="fw-chat-row" onClick={() => onOpen(conversation)}>
            <PersonAvatar
              name={conversation.realName}
              headIcon={conversation.headIcon}
              online={online.has(conversation.id)}
            />
            <span className="fw-chat-row-text">
              <span className="fw-chat-row-top">
                <span className="fw-chat-name">{conversation.realName}</span>
                <span className="fw-chat-time">{chatTime(conversation.latestDate)}</span>
              </span>
              <span className="fw-chat-row-top">
                <span className="fw-chat-preview">
                  <EmojiText
                    text={previewOf(conversation.messageType, conversation.latestMessage, t('imageWord'))}
                  />
                </span>
                {conversation.unreadMessage > 0 && (
                  <Badge
                    count={conversation.unreadMessage}
                    overflowCount={99}
                    size="small"
                    title={t('unread', { count: conversation.unreadMessage })}
                  />
                )}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
