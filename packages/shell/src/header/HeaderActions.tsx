import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useChatStore } from '../chat/chat-store.js';
import { useText } from '../i18n/i18n.js';
import { Icon } from '../icons/icons.js';
import { useSessionStore } from '../session/store.js';
import { toggleFullscreen } from './fullscreen.js';
import { HeaderButton } from './HeaderButton.js';
import { HEADER_TEXT } from './messages.js';
import { MAX_BADGE_COUNT, unreadTotal, useUnreadStore } from './unread-store.js';

export const LOCK_SCREEN_PATH = '/lockScreen';

export function FullscreenButton() {
  const t = useText(HEADER_TEXT);
  const [full, setFull] = useState(
    () => typeof document !== 'undefined' && Boolean(document.fullscreenElement),
  );
  // Esc leaves full screen without the button: follow the document, not our own clicks.
  useEffect(() => {
    const follow = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  return (
    <HeaderButton
      label={full ? t('exitFullscreen') : t('fullscreen')}
      icon={<Icon name={full ? 'fullscreenExit' : 'fullscreen'} />}
      onClick={() => void toggleFullscreen()}
    />
  );
}

/**
 * The count on the bell is fetched only when there is one to show, so a visit with nothing unread
 * does not download it. Should it fail to arrive, the count is written out beside the bell.
 */
const CountBadge = lazy(() =>
  import('./CountBadge.js').catch(() => ({
    default: ({ count, children }: { count: number; children: ReactNode }) => (
      <span>
        {children}
        {count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : count}
      </span>
    ),
  })),
);

// Fetched the first time the bell is pressed: many visits never open the messages.
const MessageDrawer = lazy(() =>
  import('../messages/MessageDrawer.js').then((module) => ({ default: module.MessageDrawer })),
);

/** The bell: unread messages and notices, at most 99 shown; the message drawer on click. */
export function MessageBell() {
  const t = useText(HEADER_TEXT);
  const count = useUnreadStore(unreadTotal);
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so that closing it slides it away rather than removing it at once.
  const [used, setUsed] = useState(false);
  const bell = (
    <HeaderButton
      label={t('messages')}
      aria-haspopup="dialog"
      aria-expanded={open}
      icon={<Icon name="bell" />}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    />
  );
  return (
    <>
      {count > 0 ? (
        <Suspense fallback={bell}>
          <CountBadge count={count}>{bell}</CountBadge>
        </Suspense>
      ) : (
        bell
      )}
      {used && (
        <Suspense fallback={null}>
          <MessageDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

const BLINK_CSS = '@keyframes formwork-chat-blink { 50% { opacity: 0.15; } }';

/** Opens the chat drawer; the icon blinks while a chat message waits unseen. */
export function ChatButton() {
  const t = useText(HEADER_TEXT);
  const blink = useUnreadStore((state) => state.chatBlink);
  const setChatBlink = useUnreadStore((state) => state.setChatBlink);
  const openChat = useChatStore((state) => state.setOpen);
  return (
    <>
      {blink && <style>{BLINK_CSS}</style>}
      <HeaderButton
        label={t('chat')}
        data-blink={blink || undefined}
        icon={
          <span
            style={
              blink
                ? { display: 'inline-flex', animation: 'formwork-chat-blink 1s step-end infinite' }
                : undefined
            }
          >
            <Icon name="message" />
          </span>
        }
        onClick={() => {
          setChatBlink(false);
          openChat(true);
        }}
      />
    </>
  );
}

/** Locks at once; the lock page asks for the password to come back. */
export function LockButton() {
  const t = useText(HEADER_TEXT);
  const navigate = useNavigate();
  const setLocked = useSessionStore((state) => state.setLocked);
  return (
    <HeaderButton
      label={t('lock')}
      icon={<Icon name="lock" />}
      onClick={() => {
        setLocked(true);
        navigate(LOCK_SCREEN_PATH);
      }}
    />
  );
}
