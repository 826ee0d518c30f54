import { Badge, Button, Drawer, Empty, Flex, message, Spin, Typography, theme } from 'antd';
import { type UIEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '../app/app-store.js';
import { useUnreadStore } from '../header/unread-store.js';
import { useText } from '../i18n/i18n.js';
import { timeAgo } from '../utils/time-ago.js';
import { MessageTypeIcon } from './MessageTypeIcon.js';
import { isRead, MESSAGE_PAGE_SIZE, type MessageItem, messageApi } from './message-api.js';
import { MESSAGES_TEXT } from './messages.js';
import { countAllRead } from './read-state.js';
import { useConfirm } from './useConfirm.js';
import { useOpenMessage } from './useOpenMessage.js';

/** The drawer's width. */
export const MESSAGE_DRAWER_WIDTH = 280;
/** The next page loads once the list is scrolled this close to its end, in px. */
export const LOAD_MORE_DISTANCE = 200;
export const MESSAGE_CENTRE_PATH = '/messageRecord';

interface Listing {
  items: MessageItem[];
  page: number;
  finished: boolean;
  loading: boolean;
}

const FIRST: Listing = { items: [], page: 0, finished: false, loading: false };

/**
 * The bell's drawer: the newest messages, a page at a time as the reader scrolls, each opening
 * where it belongs; marking all read and the way to the message centre.
 */
export function MessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText(MESSAGES_TEXT);
  const { token } = theme.useToken();
  const { confirm, holder: confirmHolder } = useConfirm();
  const navigate = useNavigate();
  const [listing, setListing] = useState<Listing>(FIRST);
  // The scroll handler reads the latest listing without waiting for a render.
  const current = useRef(listing);
  current.current = listing;

  const load = useCallback(async (page: number) => {
    setListing((state) => ({ ...(page === 1 ? FIRST : state), loading: true }));
    try {
      const answer = (await messageApi.list({ currentPage: page })).data;
      const list = answer?.list ?? [];
      const total = answer?.pagination?.total ?? 0;
      setListing((state) => {
        // A message that arrived meanwhile pushes older ones a page further: none is shown twice.
        const known = new Set(state.items.map((item) => item.id));
        const items = page === 1 ? list : [...state.items, ...list.filter((item) => !known.has(item.id))];
        const finished = list.length < MESSAGE_PAGE_SIZE || items.length >= total;
        return { items, page, finished, loading: false };
      });
    } catch {
      // The client has shown why; stop asking for more until the drawer opens again.
      setListing((state) => ({ ...state, loading: false, finished: true }));
    }
  }, []);

  useEffect(() => {
    if (open) void load(1);
  }, [open, load]);

  // A message arriving while the drawer is open raises the bell's count: the list shows it at once.
  const noticeCount = useUnreadStore((state) => state.unreadNoticeCount);
  const countSeen = useRef(noticeCount);
  useEffect(() => {
    const rose = noticeCount > countSeen.current;
    countSeen.current = noticeCount;
    if (open && rose) void load(1);
  }, [noticeCount, open, load]);

  const markRead = useCallback((id: string) => {
    setListing((state) => ({
      ...state,
      items: state.items.map((item) => (item.id === id ? { ...item, isRead: 1 } : item)),
    }));
  }, []);
  const { open: openMessage, dialog } = useOpenMessage({ onRead: markRead, onLeave: onClose });

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    const { loading, finished, page } = current.current;
    if (loading || finished) return;
    if (box.scrollHeight - box.clientHeight - box.scrollTop <= LOAD_MORE_DISTANCE) void load(page + 1);
  };

  const readAll = () =>
    confirm(t('readAllConfirm'), async () => {
      const answer = await messageApi.readAll();
      void message.success(answer.msg, 1.5);
      countAllRead();
      setListing((state) => ({ ...state, items: state.items.map((item) => ({ ...item, isRead: 1 })) }));
    });

  const goToCentre = () => {
    onClose();
    navigate(MESSAGE_CENTRE_PATH);
  };

  const { items, loading, finished } = listing;
  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        title={t('drawerTitle')}
        width={MESSAGE_DRAWER_WIDTH}
        placement="right"
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        footer={
          <Flex justify="space-between" gap={token.marginXS}>
            <Button type="link" size="small" onClick={readAll} disabled={items.length === 0}>
              {t('readAll')}
            </Button>
            <Button type="link" size="small" onClick={goToCentre}>
              {t('centre')}
            </Button>
          </Flex>
        }
      >
        <section
          aria-label={t('drawerTitle')}
          aria-busy={loading}
          onScroll={onScroll}
          data-testid="message-drawer-list"
          style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}
        >
          {items.length === 0 && !loading ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} style={{ marginTop: 48 }} />
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((item) => (
                <li key={item.id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                  <MessageRow item={item} onOpen={() => void openMessage(item)} />
                </li>
              ))}
            </ul>
          )}
          {loading && (
            <Flex justify="center" style={{ padding: token.padding }}>
              <Spin size="small" aria-label={t('loadingMore')} />
            </Flex>
          )}
          {finished && !loading && items.length > MESSAGE_PAGE_SIZE && (
            <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: token.marginSM }}>
              {t('noMore')}
            </Typography.Paragraph>
          )}
        </section>
      </Drawer>
      {dialog}
      {confirmHolder}
    </>
  );
}

function MessageRow({ item, onOpen }: { item: MessageItem; onOpen: () => void }) {
  const t = useText(MESSAGES_TEXT);
  const language = useAppStore((state) => state.language);
  const { token } = theme.useToken();
  const read = isRead(item);
  const [sender] = item.creatorUser?.split('/') ?? [];
  return (
    <button
      type="button"
      onClick={onOpen}
      title={item.title}
      data-read={read ? 'true' : 'false'}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        width: '100%',
        minHeight: 60,
        padding: '8px 12px',
        border: 0,
        background: 'transparent',
        textAlign: 'left',
        cursor: 'pointer',
        font: 'inherit',
        color: 'inherit',
      }}
    >
      <Badge dot={!read} offset={[-4, 4]} color={token.colorWarning}>
        <MessageTypeIcon type={item.type} />
      </Badge>
      <span style={{ flex: 1, minWidth: 0 }}>
        <span
          style={{
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontWeight: read ? 'normal' : 600,
            color: read ? token.colorTextSecondary : token.colorText,
          }}
        >
          {item.title}
        </span>
        <span
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 8,
            fontSize: token.fontSizeSM,
            color: token.colorTextTertiary,
          }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {read ? t('read') : t('unread')}
            {sender ? ` · ${sender}` : ''}
          </span>
          <span style={{ flexShrink: 0 }}>{timeAgo(item.lastModifyTime, Date.now(), language)}</span>
        </span>
      </span>
    </button>
  );
}
