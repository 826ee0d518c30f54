import { Spin, theme } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { usePageTitle, useProductName } from '../page-title/usePageTitle.js';
import { authApi } from '../session/auth-api.js';
import { useSessionStore } from '../session/store.js';
import { LoginModeTabs } from './LoginModeTabs.js';
import { LOGIN_TEXT } from './messages.js';
import { PasswordForm } from './PasswordForm.js';
import { SmsForm } from './SmsForm.js';
import { useCountdown } from './useCountdown.js';

// The QR code and its drawing library load only when someone opens the QR tab.
const QrPanel = lazy(() => import('./QrPanel.js').then((module) => ({ default: module.QrPanel })));

export type LoginMode = 'password' | 'sms' | 'qr';

/**
 * The login page's three modes: account and password, mobile verification code,
 * app QR scan. Only the shown mode is mounted, so the QR code polls only while it is on screen.
 */
export function LoginPage({ initialMode = 'password' }: { initialMode?: LoginMode }) {
  const t = useText(LOGIN_TEXT);
  usePageTitle(t('title'));
  const product = useProductName();
  const sysConfig = useSessionStore((state) => state.sysConfig);
  const { token } = theme.useToken();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  // A mode's first field takes the focus, except when the mode was chosen with the arrow keys:
  // the keyboard user is still moving along the tabs.
  const [focusField, setFocusField] = useState(true);
  const smsCountdown = useCountdown();

  // The settings kept from the last visit may be old: the page reads them anew each time it shows.
  useEffect(() => {
    let current = true;
    authApi
      .getLoginConfig()
      .then(({ data }) => {
        if (!current || !data) return;
        const { sysName, sysVersion, copyright, title, logoIcon, loginIcon, navigationIcon, companyName } =
          data;
        const sysConfig = {
          sysName,
          sysVersion,
          copyright,
          title,
          logoIcon,
          loginIcon,
          navigationIcon,
          companyName,
        };
        useSessionStore.setState({ sysConfig });
      })
      // The page still works with the kept settings; the client has said what failed.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const modes: Array<{ key: LoginMode; label: string; children: ReactNode }> = [
    { key: 'password', label: t('tabs.password'), children: <PasswordForm autoFocus={focusField} /> },
    {
      key: 'sms',
      label: t('tabs.sms'),
      children: <SmsForm countdown={smsCountdown} autoFocus={focusField} />,
    },
    {
      key: 'qr',
      label: t('tabs.qr'),
      children: (
        <Suspense fallback={<Spin style={{ display: 'block', margin: '40px auto' }} />}>
          <QrPanel />
        </Suspense>
      ),
    },
  ];

  const panelId = useId();
  const shown = modes.find((entry) => entry.key === mode) ?? modes[0];

  // Plain elements drawn with the theme's tokens rather than antd's Card, Tabs and Typography:
  // this page is the first download of every visitor, and those components would double it.
  return (
    <main
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        boxSizing: 'border-box',
        minHeight: '100vh',
        padding: token.paddingLG,
        // A fixed top rather than centring, so the tabs stay put when modes of other heights switch.
        paddingTop: `clamp(${token.paddingLG}px, 14vh, 160px)`,
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%)`,
        fontFamily: token.fontFamily,
        color: token.colorText,
      }}
    >
      <section
        style={{
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: 400,
          padding: token.paddingLG,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <div style={{ textAlign: 'center', margin: `${token.marginSM}px 0 ${token.marginMD}px` }}>
          {sysConfig?.loginIcon && (
            <img
              src={sysConfig.loginIcon}
              alt=""
              style={{
                display: 'block',
                maxWidth: '100%',
                maxHeight: 96,
                margin: `0 auto ${token.marginSM}px`,
              }}
            />
          )}
          <h1
            style={{
              margin: `0 0 ${token.marginXXS}px`,
              fontSize: token.fontSizeHeading2,
              lineHeight: token.lineHeightHeading2,
              fontWeight: token.fontWeightStrong,
              color: token.colorTextHeading,
            }}
          >
            {product}
          </h1>
          <span style={{ color: token.colorTextSecondary }}>{sysConfig?.title || t('subtitle')}</span>
        </div>
        <LoginModeTabs
          tabs={modes}
          active={mode}
          onChange={(key, by) => {
            setFocusField(by === 'pointer');
            setMode(key);
          }}
          panelId={panelId}
        />
        <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${shown?.key}`}>
          {shown?.children}
        </div>
      </section>
      <span
        style={{ marginTop: token.marginLG, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}
      >
        {sysConfig?.copyright || `© ${product}`}
      </span>
    </main>
  );
}
