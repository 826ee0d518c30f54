export { NotFoundPage } from './errors/NotFoundPage.js';
export { showError } from './feedback/notify.js';
export { RouteGuard } from './guard/RouteGuard.js';
export { decideRoute, OPEN_PATHS, type RouteDecision } from './guard/rules.js';
export { HomePage } from './home/HomePage.js';
export { DEFAULT_TIMEOUT_MS, http, request } from './http/client.js';
export { FALLBACK_MESSAGE, RequestError, wasShown } from './http/errors.js';
export { LoginPage } from './login/LoginPage.js';
export { navigateTo, setNavigator } from './navigation/navigator.js';
export { HOME_PATH, LOGIN_PATH, loginPath, readRedirect } from './navigation/paths.js';
export { usePageTitle, useProductName } from './page-title/usePageTitle.js';
export { authApi, captchaUrl } from './session/auth-api.js';
export {
  type LoginInput,
  NO_PERMISSION,
  NOT_VERIFIED,
  type SessionState,
  type SessionStore,
  useSessionStore,
} from './session/store.js';
