import { Spin } from 'antd';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { installErrorLog } from '../errors/error-log.js';
import { showError } from '../feedback/notify.js';
import { wasShown } from '../http/errors.js';
import { setNavigator } from '../navigation/navigator.js';
import { startProgress } from '../progress/progress.js';
import { useNavigationProgress } from '../progress/useNavigationProgress.js';
import { useSessionStore } from '../session/store.js';
import { installLeaveConfirmation } from './leave-confirmation.js';
import { decideRoute } from './rules.js';
import { useVisitRecorder } from './useVisitRecorder.js';

/** Default text when loading the user fails without a message of its own. */
export const DEFAULT_FAILURE = 'Has Error';

installLeaveConfirmation();
installErrorLog();

/**
 * Layout route that applies the guard's rules to every route below it, runs the progress bar,
 * and lends the router to code outside React (the store and the HTTP client navigate through it).
 */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const hasToken = useSessionStore((state) => state.token !== null);
  const userInfo = useSessionStore((state) => state.userInfo);
  const rememberPage = useSessionStore((state) => !state.signedOut);
  const locked = useSessionStore((state) => state.isLock);

  useEffect(() => setNavigator((to) => navigate(to, { replace: true })), [navigate]);
  useNavigationProgress();

  const decision = decideRoute({
    pathname,
    search,
    hasToken,
    userLoaded: userInfo !== null,
    rememberPage,
    locked,
    isFirst: userInfo?.isFirst ?? null,
  });
  useVisitRecorder(decision.action === 'render');

  // The last-login notice follows a sign-in, not every reload (the store flags fresh sign-ins).
  useEffect(() => {
    if (!userInfo || !useSessionStore.getState().takeFreshSignIn()) return;
    // Loaded on use: antd's notification (and the home page's texts) are not part of the sign-in page.
    void import('../home/last-login-notice.js').then(({ showLastLoginNotice }) =>
      showLastLoginNotice(userInfo),
    );
  }, [userInfo]);

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'load-user') return <UserLoader />;
  return <Outlet />;
}

function UserLoader() {
  useEffect(() => {
    // Under StrictMode the effect runs twice; both share one call, and only the live one reports.
    let live = true;
    const done = startProgress();
    const session = useSessionStore.getState();
    session
      .loadCurrentUser()
      .catch((error: unknown) => {
        if (!live) return;
        if (!wasShown(error)) showError(failureText(error));
        // Without a token the guard sends the user to the login page, remembering this one.
        useSessionStore.getState().reset();
      })
      .finally(done);
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

/** The error's own text when it has one (a string or an Error's message), else Has Error. */
export function failureText(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error instanceof Error && error.message) return error.message;
  return DEFAULT_FAILURE;
}
