import { Avatar, Dropdown, Modal, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useText } from '../i18n/i18n.js';
import { Icon } from '../icons/icons.js';
import { useSessionStore } from '../session/store.js';
import { HEADER_TEXT } from './messages.js';

// Fetched when first opened: the two dialogs (with their description lists) are rarely read.
const AboutDialog = lazy(() =>
  import('../dialogs/AboutDialog.js').then((module) => ({ default: module.AboutDialog })),
);
const StatementDialog = lazy(() =>
  import('../dialogs/StatementDialog.js').then((module) => ({ default: module.StatementDialog })),
);

export const PROFILE_PATH = '/profile';

/** Avatar and name; entries for the profile, the about and statement dialogs, and logging out. */
export function UserMenu({ showName = true }: { showName?: boolean }) {
  const t = useText(HEADER_TEXT);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const userInfo = useSessionStore((state) => state.userInfo);
  const logout = useSessionStore((state) => state.logout);
  const [modal, contextHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<'about' | 'statement' | null>(null);
  // Each dialog stays mounted once opened, so that closing it animates instead of vanishing.
  const [opened, setOpened] = useState<ReadonlySet<'about' | 'statement'>>(new Set());
  const show = (which: 'about' | 'statement') => {
    setOpened((previous) => new Set(previous).add(which));
    setDialog(which);
  };
  const name = userInfo?.userName || userInfo?.userAccount || '';

  const confirmLogout = () =>
    modal.confirm({
      title: t('confirmTitle'),
      content: t('logoutConfirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: () => logout(),
    });

  const actions: Record<string, () => void> = {
    profile: () => navigate(PROFILE_PATH),
    about: () => show('about'),
    statement: () => show('statement'),
    logout: confirmLogout,
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            { key: 'profile', label: t('profile'), icon: <Icon name="user" /> },
            { key: 'about', label: t('about'), icon: <Icon name="info" /> },
            { key: 'statement', label: t('statement'), icon: <Icon name="fileText" /> },
            { type: 'divider' },
            { key: 'logout', label: t('logout'), icon: <Icon name="logout" />, danger: true },
          ],
          onClick: ({ key }) => actions[key]?.(),
        }}
      >
        <button
          type="button"
          aria-label={t('userMenu')}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            height: 40,
            padding: '0 8px',
            border: 'none',
            borderRadius: token.borderRadius,
            background: 'none',
            color: token.colorText,
            cursor: 'pointer',
            font: 'inherit',
          }}
        >
          <Avatar size={28} src={userInfo?.headIcon || undefined} style={{ background: token.colorPrimary }}>
            {name.slice(0, 1)}
          </Avatar>
          {showName && (
            <span
              style={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {name}
            </span>
          )}
        </button>
      </Dropdown>
      <Suspense fallback={null}>
        {opened.has('about') && <AboutDialog open={dialog === 'about'} onClose={() => setDialog(null)} />}
        {opened.has('statement') && (
          <StatementDialog open={dialog === 'statement'} onClose={() => setDialog(null)} />
        )}
      </Suspense>
      {contextHolder}
    </>
  );
}
