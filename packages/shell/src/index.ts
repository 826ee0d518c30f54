export { ABOUT_WIDTH, AboutDialog } from './dialogs/AboutDialog.js';
export { StatementDialog } from './dialogs/StatementDialog.js';
export { type ErrorEntry, installErrorLog, logError, useErrorLogStore } from './errors/error-log.js';
export { NotFoundPage } from './errors/NotFoundPage.js';
export { showError } from './feedback/notify.js';
export { QueryDetailPage } from './fixed-pages/QueryDetailPage.js';
export { hasUnsavedChanges, setPageDirty, useUnsavedChanges } from './guard/leave-confirmation.js';
export { RouteGuard } from './guard/RouteGuard.js';
export {
  decideRoute,
  FORCE_PASSWORD_PATH,
  LOCK_PATH,
  OPEN_PATHS,
  type RouteDecision,
} from './guard/rules.js';
export { HEADER_HEIGHT, Header, type HeaderProps } from './header/Header.js';
export { LANGUAGE_NAMES, switchLanguage } from './header/switch-language.js';
export { MAX_BADGE_COUNT, type UnreadStore, unreadTotal, useUnreadStore } from './header/unread-store.js';
export { HomePage } from './home/HomePage.js';
export { recordVisit, useRecentVisits, type Visit } from './home/recent-visits.js';
export {
  DEFAULT_TIMEOUT_MS,
  http,
  isLongCall,
  isPassThrough,
  LONG_TIMEOUT_MS,
  request,
} from './http/client.js';
export { FALLBACK_MESSAGE, RequestError, wasShown } from './http/errors.js';
export { changeLanguage, i18n, registerMessages, type Text, textOf, useText } from './i18n/i18n.js';
export { detectLanguage, LANGUAGES, type Language } from './i18n/languages.js';
export { antdLocaleOf, useAntdLocale } from './i18n/useAntdLocale.js';
export { ShellLayout } from './layout/ShellLayout.js';
export { LockScreenPage } from './lock/LockScreenPage.js';
export { LoginPage } from './login/LoginPage.js';
export { NoticeAdminPage } from './messages/NoticeAdminPage.js';
export type { RecipientKind } from './messages/notice-recipients.js';
export { navigateTo, setNavigator } from './navigation/navigator.js';
export { HOME_PATH, LOGIN_PATH, loginPath, readRedirect } from './navigation/paths.js';
export { usePageTitle, useProductName } from './page-title/usePageTitle.js';
export { ForceChangePasswordPage } from './password/ForceChangePasswordPage.js';
export { PASSWORD_RULE_MESSAGE } from './password/password-rules.js';
export * from './permission/index.js';
export { ProfilePage } from './profile/ProfilePage.js';
export { startProgress } from './progress/progress.js';
export { type ReleaseStore, useReleasedVersion, useReleaseStore } from './releases/release-store.js';
export { buildMenuRoutes, findMenuRoute, flattenRoutes, type MenuRoute } from './routes/menu-routes.js';
export { HeaderSearch } from './search/HeaderSearch.js';
export { FUSE_OPTIONS, type SearchEntry, searchEntries, searchMenu } from './search/menu-search.js';
export { authApi, captchaUrl } from './session/auth-api.js';
export { SessionError, type SessionMessageKey, sessionText } from './session/messages.js';
export {
  type LoginInput,
  NO_PERMISSION,
  NOT_VERIFIED,
  type SessionState,
  type SessionStore,
  useSessionStore,
} from './session/store.js';
export { SETTINGS_DRAWER_WIDTH, SettingsDrawer } from './settings/SettingsDrawer.js';
export { chooseLayout, chooseThemeClass } from './settings/settings-actions.js';
export {
  DEFAULT_SETTINGS,
  type Settings,
  type SlideClass,
  THEME_CLASSES,
  THEME_COLOURS,
  type ThemeClass,
  useSettingsStore,
} from './settings/settings-store.js';
export { ANTD_SIZES, useAntdConfig } from './settings/useAntdConfig.js';
export {
  type HomePortalProps,
  type RecipientPickerProps,
  type RichTextEditorProps,
  type ShellConfig,
  ShellConfigProvider,
  useShellConfig,
} from './shell-config.js';
export { createShellRoutes } from './shell-routes.js';
export { type TabView, useTabsStore } from './tabs/tabs-store.js';
export * from './utils/index.js';
