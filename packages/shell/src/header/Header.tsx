import { Flex, theme } from 'antd';
import { type CSSProperties, lazy, type ReactNode, Suspense, useState } from 'react';
import { useAppStore } from '../app/app-store.js';
import { useText } from '../i18n/i18n.js';
import { Icon } from '../icons/icons.js';
import { LazyHeaderSearch } from '../search/LazyHeaderSearch.js';
import { useSettingsStore } from '../settings/settings-store.js';
import { ChatButton, FullscreenButton, LockButton, MessageBell } from './HeaderActions.js';
import { HeaderButton } from './HeaderButton.js';
import { LanguageSelect } from './LanguageSelect.js';
import { HEADER_TEXT } from './messages.js';
import { SizeSelect } from './SizeSelect.js';
import { UserMenu } from './UserMenu.js';

// Fetched the first time someone opens it: most visits never change the layout settings.
const SettingsDrawer = lazy(() =>
  import('../settings/SettingsDrawer.js').then((module) => ({ default: module.SettingsDrawer })),
);

export const HEADER_HEIGHT = 50;

export interface HeaderProps {
  /** Show the sidebar toggle; layouts without a sidebar (functional) leave it out. */
  collapsible?: boolean;
  /** Before the toggle, e.g. a logo in top-navigation layouts. */
  start?: ReactNode;
  /** Between the toggle and the actions, e.g. a top menu; it takes the free width. */
  children?: ReactNode;
  style?: CSSProperties;
}

/** The console's header; each optional part follows its setting. */
export function Header({ collapsible = true, start, children, style }: HeaderProps) {
  const t = useText(HEADER_TEXT);
  const { token } = theme.useToken();
  const sidebarOpened = useAppStore((state) => state.sidebarOpened);
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);
  const mobile = useAppStore((state) => state.device === 'mobile');
  const showSearch = useSettingsStore((state) => state.showSearch);
  const showSettings = useSettingsStore((state) => state.showSettings);
  const showLanguage = useSettingsStore((state) => state.showLanguage);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Stays mounted once opened, so that closing it slides it away rather than removing it at once.
  const [settingsUsed, setSettingsUsed] = useState(false);

  return (
    <Flex
      component="header"
      align="center"
      gap={4}
      style={{
        height: HEADER_HEIGHT,
        padding: '0 8px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        ...style,
      }}
    >
      {start}
      {collapsible && (
        <HeaderButton
          label={sidebarOpened ? t('collapse') : t('expand')}
          aria-expanded={sidebarOpened}
          icon={<Icon name={sidebarOpened ? 'menuFold' : 'menuUnfold'} />}
          onClick={toggleSidebar}
        />
      )}
      <div style={{ flex: 1, minWidth: 0, height: '100%', display: 'flex', alignItems: 'center' }}>
        {children}
      </div>
      <Flex align="center" gap={2} style={{ flexShrink: 0 }}>
        {showSearch && !mobile && <LazyHeaderSearch />}
        {!mobile && <FullscreenButton />}
        {!mobile && <SizeSelect />}
        <MessageBell />
        <ChatButton />
        {showSettings && (
          <HeaderButton
            label={t('settings')}
            icon={<Icon name="setting" />}
            onClick={() => {
              setSettingsUsed(true);
              setSettingsOpen(true);
            }}
          />
        )}
        <LockButton />
        {showLanguage && <LanguageSelect />}
        <UserMenu showName={!mobile} />
      </Flex>
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
