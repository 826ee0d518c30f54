import { Alert, Avatar, Button, Card, Flex, Typography, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useText } from '../i18n/i18n.js';
import { HOME_PATH } from '../navigation/paths.js';
import { useProductName } from '../page-title/usePageTitle.js';
import { useSessionStore } from '../session/store.js';
import { PASSWORD_TEXT } from './messages.js';
import { PasswordForm } from './PasswordForm.js';

/** First sign-in (isFirst 0): the password must change before anything else. */
export function ForceChangePasswordPage() {
  const t = useText(PASSWORD_TEXT);
  const product = useProductName();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const userInfo = useSessionStore((state) => state.userInfo);
  if (!userInfo) return null;
  const name = userInfo.userName || userInfo.userAccount;

  // The reloaded user has isFirst 1, so the guard lets them go on.
  const changed = async () => {
    await useSessionStore.getState().loadCurrentUser();
    navigate(HOME_PATH, { replace: true });
  };

  return (
    <Flex
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: 16,
        background: `linear-gradient(160deg, ${token.colorPrimaryBg}, ${token.colorBgLayout})`,
      }}
    >
      <Card
        style={{ width: 'min(480px, 100%)', boxShadow: token.boxShadowTertiary }}
        styles={{ body: { padding: 32 } }}
      >
        <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
          <Avatar size={48} src={userInfo.headIcon || undefined} style={{ background: token.colorPrimary }}>
            {name.slice(0, 1)}
          </Avatar>
          <div>
            <Typography.Text type="secondary">{product}</Typography.Text>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('forcedTitle')}
            </Typography.Title>
          </div>
        </Flex>
        <Alert type="info" showIcon message={t('forcedIntro')} style={{ marginBottom: 24 }} />
        <PasswordForm onChanged={changed} />
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button type="link" onClick={() => useSessionStore.getState().logout()}>
            {t('signOut')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
