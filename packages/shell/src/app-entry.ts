// What an app needs to start the console, and nothing more: importing the package's main entry
// evaluates every module it re-exports (the layout, the header, the profile, with their tables,
// trees and pickers), so the sign-in page would download all of them before it could show.

export { loadStartLanguage } from './i18n/start-language.js';
export { useAntdConfig } from './settings/useAntdConfig.js';
export { ShellConfigProvider } from './shell-config.js';
export { createShellRoutes } from './shell-routes.js';
