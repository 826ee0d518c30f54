import { Spin } from 'antd';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { showError } from '../feedback/notify.js';
import { wasShown } from '../http/errors.js';
import { setNavigator } from '../navigation/navigator.js';
import { useSessionStore } from '../session/store.js';
import { decideRoute } from './rules.js';

/** Default text when loading the user fails without a message of its own (spec shell.md 2.3). */
const DEFAULT_FAILURE = 'Has Error';

/**
 * Layout route that applies the guard's rules to every route below it, and lends the router to
 * code outside React (the store and the HTTP client navigate through it).
 */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const hasToken = useSessionStore((state) => state.token !== null);
  const userLoaded = useSessionStore((state) => state.userInfo !== null);
  const rememberPage = useSessionStore((state) => !state.signedOut);

  useEffect(() => setNavigator((to) => navigate(to, { replace: true })), [navigate]);

  const decision = decideRoute({ pathname, search, hasToken, userLoaded, rememberPage });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'load-user') return <UserLoader />;
  return <Outlet />;
}

function UserLoader() {
  useEffect(() => {
    // Under StrictMode the effect runs twice; both share one call, and only the live one reports.
    let live = true;
    const session = useSessionStore.getState();
    session.loadCurrentUser().catch((error: unknown) => {
      if (!live) return;
      if (!wasShown(error))
        showError(error instanceof Error && error.message ? error.message : DEFAULT_FAILURE);
      // Without a token the guard sends the user to the login page, remembering this one.
      useSessionStore.getState().reset();
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div style={{ display: 'flex', minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
