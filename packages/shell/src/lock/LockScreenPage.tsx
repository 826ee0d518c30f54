import { Avatar, Button, Input, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { type CSSProperties, type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppStore } from '../app/app-store.js';
import { RequestError } from '../http/errors.js';
import { useText } from '../i18n/i18n.js';
import { Icon } from '../icons/icons.js';
import { HOME_PATH } from '../navigation/paths.js';
import { useSessionStore } from '../session/store.js';
import { longDate } from '../utils/weekday.js';
import { unlockScreen } from './lock-api.js';
import { LOCK_TEXT } from './messages.js';
import { returnPath } from './return-path.js';
import { useClock } from './useClock.js';

/** The lock screen: arriving here locks; the account's password unlocks. */
export function LockScreenPage() {
  const t = useText(LOCK_TEXT);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { search } = useLocation();
  const userInfo = useSessionStore((state) => state.userInfo);
  const now = useClock();
  const language = useAppStore((state) => state.language);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  // However the user got here (the header's lock, a typed address), the screen is now locked.
  // Only on arrival: unlocking clears the flag while this page is still shown.
  useEffect(() => {
    const session = useSessionStore.getState();
    if (!session.isLock) session.setLocked(true);
  }, []);

  if (!userInfo) return null;
  const name = userInfo.userName || userInfo.userAccount;

  const unlock = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!password) return setProblem(t('required'));
    setBusy(true);
    try {
      await unlockScreen(userInfo.userAccount, password);
      useSessionStore.getState().setLocked(false);
      navigate(returnPath(search, HOME_PATH), { replace: true });
    } catch (error) {
      setProblem(error instanceof RequestError ? error.message : t('required'));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 40,
        padding: 24,
        color: '#fff',
        background: `linear-gradient(135deg, ${token.colorPrimary} 0%, #1f2a44 70%, #0b1020 100%)`,
      }}
    >
      <Glow colour={token.colorPrimary} style={{ top: '-15%', left: '-10%' }} />
      <Glow colour="#13c2c2" style={{ bottom: '-20%', right: '-10%' }} />
      <div style={{ textAlign: 'center', position: 'relative' }} role="timer">
        <div
          style={{ fontSize: 'clamp(64px, 12vw, 112px)', fontWeight: 200, lineHeight: 1, letterSpacing: 4 }}
        >
          {dayjs(now).format('HH:mm')}
        </div>
        <div style={{ marginTop: 12, fontSize: 18, opacity: 0.85 }}>{longDate(now, language)}</div>
      </div>
      <form
        onSubmit={unlock}
        style={{
          position: 'relative',
          width: 'min(360px, 100%)',
          padding: '32px 28px 24px',
          borderRadius: 16,
          background: 'rgba(255, 255, 255, 0.12)',
          border: '1px solid rgba(255, 255, 255, 0.2)',
          backdropFilter: 'blur(18px)',
          boxShadow: '0 20px 60px rgba(0, 0, 0, 0.35)',
          textAlign: 'center',
        }}
      >
        <Avatar
          size={84}
          src={userInfo.headIcon || undefined}
          style={{ background: token.colorPrimary, fontSize: 34, border: '3px solid rgba(255,255,255,0.6)' }}
        >
          {name.slice(0, 1)}
        </Avatar>
        <Typography.Title level={4} style={{ color: '#fff', margin: '14px 0 2px' }}>
          {name}
        </Typography.Title>
        <div style={{ opacity: 0.75, marginBottom: 20, fontSize: 13 }}>
          <Icon name="lock" /> {t('locked')}
        </div>
        <div style={{ display: 'flex', gap: 8 }}>
          <Input.Password
            autoFocus
            size="large"
            aria-label={t('password')}
            placeholder={t('password')}
            value={password}
            status={problem ? 'error' : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setProblem('');
            }}
          />
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            loading={busy}
            aria-label={t('unlock')}
            icon={<Icon name="arrowRight" />}
          />
        </div>
        <div role="alert" style={{ minHeight: 22, marginTop: 8, color: '#ffccc7', fontSize: 13 }}>
          {problem}
        </div>
        <Button
          type="link"
          style={{ color: '#fff', opacity: 0.85 }}
          onClick={() => useSessionStore.getState().logout()}
        >
          {t('otherUser')}
        </Button>
      </form>
      <div style={{ position: 'relative', opacity: 0.6, fontSize: 12 }}>{t('hint')}</div>
    </div>
  );
}

function Glow({ colour, style }: { colour: string; style: CSSProperties }) {
  return (
    <div
      aria-hidden
      style={{
        position: 'absolute',
        width: '55vmax',
        height: '55vmax',
        borderRadius: '50%',
        background: colour,
        opacity: 0.45,
        filter: 'blur(120px)',
        ...style,
      }}
    />
  );
}
