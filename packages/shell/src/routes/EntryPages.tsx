import { Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH, readRedirect } from '../navigation/paths.js';
import { useSessionStore } from '../session/store.js';
import { useSettingsStore } from '../settings/settings-store.js';

function Waiting() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}

/**
 * /jump: arrival from another system with a token (single sign-on). The token signs the user in,
 * then the redirect query (a path inside the app) or the workspace opens; without one, the login page.
 */
export function JumpPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const token = new URLSearchParams(search).get('token');
    const target = new URLSearchParams(search).get('redirect');
    const inside = target ? readRedirect(`?redirect=${encodeURIComponent(target)}`) : null;
    if (!token) {
      navigate(useSessionStore.getState().token ? (inside ?? '/') : LOGIN_PATH, { replace: true });
      return;
    }
    const theme = useSettingsStore.getState().layoutType;
    useSessionStore
      .getState()
      .completeSignIn({ token, theme })
      .then(
        () => navigate(inside ?? '/', { replace: true }),
        () => navigate(LOGIN_PATH, { replace: true }),
      );
  }, [search, navigate]);
  return <Waiting />;
}

/**
 * /auth-redirect: where a third-party sign-in window comes back. Opened as a pop-up, it hands the
 * answer to the login page that opened it and closes; otherwise the login page takes it here.
 */
export function AuthRedirectPage() {
  const { search } = useLocation();
  const opener = typeof window !== 'undefined' ? window.opener : null;
  useEffect(() => {
    if (!opener) return;
    try {
      opener.location.assign(`${LOGIN_PATH}${search}`);
    } finally {
      window.close();
    }
  }, [opener, search]);
  return opener ? <Waiting /> : <Navigate to={`${LOGIN_PATH}${search}`} replace />;
}
