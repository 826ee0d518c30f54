import { Drawer, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useAppStore } from '../app/app-store.js';
import { useUnreadStore } from '../header/unread-store.js';
import { useText } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { ChatPanel, type Peer } from './ChatPanel.js';
import { ChatStyles } from './ChatStyles.js';
import { ContactList } from './ContactList.js';
import { ConversationList } from './ConversationList.js';
import { type Conversation, chatApi } from './chat-api.js';
import { withMessage, withRead } from './chat-model.js';
import { isReading, useChatStore } from './chat-store.js';
import { CHAT_TEXT } from './messages.js';
import type { ChatConnection } from './socket.js';

/** The drawer's width on a desktop; on a phone it takes the whole screen. */
export const CHAT_DRAWER_WIDTH = 380;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const when = (value: unknown): number => Number(value) || Date.now();

/** The recent conversations, fetched when the drawer opens and kept current by the socket. */
function useConversations(connection: ChatConnection, open: boolean) {
  const [conversations, setConversations] = useState<Conversation[]>([]);
  useEffect(() => {
    if (!open) return;
    let current = true;
    chatApi.conversations().then(
      ({ data }) => {
        if (current) setConversations(data?.list ?? []);
      },
      () => {
        // The HTTP client has shown why; the socket still brings new messages.
      },
    );
    return () => {
      current = false;
    };
  }, [open]);

  useEffect(
    () =>
      connection.subscribe((frame) => {
        if (frame.method === 'receiveMessage') {
          const from = text(frame.formUserId);
          const peer = {
            id: from,
            account: text(frame.account),
            realName: text(frame.realName),
            headIcon: text(frame.headIcon),
          };
          const latest = {
            latestMessage: text(frame.formMessage),
            messageType: text(frame.messageType),
            latestDate: when(frame.latestDate ?? frame.dateTime),
          };
          setConversations((list) => withMessage(list, peer, latest, !isReading(from)));
        } else if (frame.method === 'sendMessage') {
          const peer = {
            id: text(frame.toUserId),
            account: text(frame.toAccount),
            realName: text(frame.toRealName),
            headIcon: text(frame.toHeadIcon),
          };
          const latest = {
            latestMessage: text(frame.toMessage),
            messageType: text(frame.messageType),
            latestDate: when(frame.latestDate ?? frame.dateTime),
          };
          setConversations((list) => withMessage(list, peer, latest, false));
        }
      }),
    [connection],
  );
  return [conversations, setConversations] as const;
}

/**
 * 内部聊天: recent conversations and contacts; picking one opens the conversation in the drawer,
 * reading it.
 */
export default function ChatDrawer({ connection }: { connection: ChatConnection }) {
  const t = useText(CHAT_TEXT);
  const open = useChatStore((state) => state.open);
  const setOpen = useChatStore((state) => state.setOpen);
  const setActiveUser = useChatStore((state) => state.setActiveUser);
  const mobile = useAppStore((state) => state.device === 'mobile');
  const me = useSessionStore((state) => state.userInfo?.userId ?? '');
  const [conversations, setConversations] = useConversations(connection, open);
  const [peer, setPeer] = useState<Peer | null>(null);
  const [tab, setTab] = useState('conversations');

  useEffect(() => {
    if (open) useUnreadStore.getState().setChatBlink(false);
    else setPeer(null);
  }, [open]);

  const openPeer = (person: Peer) => {
    setPeer({ id: person.id, account: person.account, realName: person.realName, headIcon: person.headIcon });
    setActiveUser(person.id);
    connection.send('UpdateReadMessage', { formUserId: person.id });
    setConversations((list) => withRead(list, person.id));
  };

  const closePeer = () => {
    setPeer(null);
    setActiveUser(null);
  };

  return (
    <Drawer
      title={t('title')}
      open={open}
      onClose={() => setOpen(false)}
      width={mobile ? '100%' : CHAT_DRAWER_WIDTH}
      rootClassName="fw-chat-drawer"
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column', minHeight: 0 } }}
    >
      <ChatStyles />
      {peer ? (
        <ChatPanel key={peer.id} connection={connection} peer={peer} me={me} onBack={closePeer} />
      ) : (
        <Tabs
          className="fw-chat-tabs"
          activeKey={tab}
          onChange={setTab}
          centered
          items={[
            {
              key: 'conversations',
              label: t('conversations'),
              children: (
                <div className="fw-chat-scroll">
                  <ConversationList conversations={conversations} onOpen={openPeer} />
                </div>
              ),
            },
            { key: 'contacts', label: t('contacts'), children: <ContactList onOpen={openPeer} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
