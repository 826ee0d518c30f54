import { Card, Flex, Spin, Tabs, Typography, theme } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle, useProductName } from '../page-title/usePageTitle.js';
import { useSessionStore } from '../session/store.js';
import { LOGIN_NAMESPACE } from './messages.js';
import { PasswordForm } from './PasswordForm.js';
import { SmsForm } from './SmsForm.js';
import { useCountdown } from './useCountdown.js';

// The QR code and its drawing library load only when someone opens the QR tab.
const QrPanel = lazy(() => import('./QrPanel.js').then((module) => ({ default: module.QrPanel })));

export type LoginMode = 'password' | 'sms' | 'qr';

/**
 * The login page's three modes (spec shell.md 1): account and password, mobile verification code,
 * app QR scan. Only the shown mode is mounted, so the QR code polls only while it is on screen.
 */
export function LoginPage({ initialMode = 'password' }: { initialMode?: LoginMode }) {
  const { t } = useTranslation(LOGIN_NAMESPACE);
  usePageTitle(t('title'));
  const product = useProductName();
  const sysConfig = useSessionStore((state) => state.sysConfig);
  const { token } = theme.useToken();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const smsCountdown = useCountdown();

  const modes: Array<{ key: LoginMode; label: string; children: ReactNode }> = [
    { key: 'password', label: t('tabs.password'), children: <PasswordForm /> },
    { key: 'sms', label: t('tabs.sms'), children: <SmsForm countdown={smsCountdown} /> },
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

  return (
    <Flex
      vertical
      align="center"
      style={{
        minHeight: '100vh',
        padding: token.paddingLG,
        // A fixed top rather than centring, so the tabs stay put when modes of other heights switch.
        paddingTop: `clamp(${token.paddingLG}px, 14vh, 160px)`,
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%)`,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 400, boxShadow: token.boxShadowTertiary }}>
        <div style={{ textAlign: 'center', margin: `${token.marginSM}px 0 ${token.marginMD}px` }}>
          <Typography.Title level={2} style={{ marginBottom: token.marginXXS }}>
            {product}
          </Typography.Title>
          <Typography.Text type="secondary">{sysConfig?.title || t('subtitle')}</Typography.Text>
        </div>
        <Tabs
          activeKey={mode}
          onChange={(key) => setMode(key as LoginMode)}
          items={modes}
          centered
          destroyOnHidden
        />
      </Card>
      <Typography.Text type="secondary" style={{ marginTop: token.marginLG, fontSize: token.fontSizeSM }}>
        {sysConfig?.copyright || `© ${product}`}
      </Typography.Text>
    </Flex>
  );
}
