import {
  type CurrentUser,
  LANGUAGES,
  type Language,
  type LoginResult,
  type MenuItem,
  type ModulePermission,
  type SysConfigInfo,
  type UserInfo,
} from '@formwork/schema';
import SparkMD5 from 'spark-md5';
import { create } from 'zustand';
import { useAppStore } from '../app/app-store.js';
import { linkSession } from '../http/session-link.js';
import { loadLanguage } from '../i18n/i18n.js';
import { navigateTo, redirectToLogin } from '../navigation/navigator.js';
import { LOGIN_PATH } from '../navigation/paths.js';
import { useSettingsStore } from '../settings/settings-store.js';
import {
  readJson,
  readSysConfig,
  readToken,
  writeJson,
  writeSysConfig,
  writeToken,
} from '../storage/local-storage.js';
import { authApi } from './auth-api.js';
import { SessionError, type SessionMessageKey } from './messages.js';

/**
 * Why a session could not be had: keys of the session's messages, never the words themselves.
 * The store throws a SessionError of the key; its message is worded in the language of the moment
 * it is shown (`sessionText` gives the words).
 */
export const NOT_VERIFIED: SessionMessageKey = 'notVerified';
export const NO_PERMISSION: SessionMessageKey = 'noPermission';

/** What the login form collects; the password is the plain text the user typed. */
export interface LoginInput {
  account: string;
  password: string;
  /** Captcha text and key, when the server asks for a captcha. */
  code?: string;
  timestamp?: string;
}

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  menuList: MenuItem[];
  permissionList: ModulePermission[];
  /** Kept across sessions so the login page can show the product's name. */
  sysConfig: SysConfigInfo | null;
  /** The user signed out on purpose: the login page then need not remember the last page. */
  signedOut: boolean;
  /** The screen is locked: every route but /lockScreen and /login leads to /lockScreen. */
  isLock: boolean;
  /** A sign-in just finished and its last-login notice is still to be shown. */
  freshSignIn: boolean;
}

export interface SessionActions {
  /** Signs in and loads the current user; the token is kept only when both succeed. */
  login(input: LoginInput): Promise<void>;
  /**
   * Finishes any sign-in mode (password, mobile code, QR scan) once the server has issued a token:
   * loads the current user with it and keeps the session only when that succeeds.
   */
  completeSignIn(result: LoginResult): Promise<void>;
  /** Locks the screen (kept across reloads) / unlocks it after the server accepted the password. */
  setLocked(locked: boolean): void;
  /** Loads the signed-in user's info, menus and permissions; concurrent callers share one call. */
  loadCurrentUser(): Promise<CurrentUser>;
  /** Ends the session on the server and here, then shows the login page. */
  logout(): Promise<void>;
  /** Forgets the session (not the product settings), e.g. when the server ended it. */
  reset(): void;
  /** True once after each sign-in, so the last-login notice shows after a sign-in, not a reload. */
  takeFreshSignIn(): boolean;
}

export type SessionStore = SessionState & SessionActions;

/**
 * Fetches the current user with the given token. An answer without user info means the token was
 * not accepted; one without menus leaves the user nothing to see, so neither starts a session.
 */
async function fetchCurrentUser(token: string): Promise<CurrentUser> {
  const { data } = await authApi.currentUser(token);
  if (!data?.userInfo) throw new SessionError(NOT_VERIFIED);
  if (!data.menuList?.length) throw new SessionError(NO_PERMISSION);
  return data;
}

const fromCurrentUser = (user: CurrentUser) => ({
  userInfo: user.userInfo,
  menuList: user.menuList,
  permissionList: user.permissionList ?? [],
  sysConfig: user.sysConfigInfo ?? null,
});

const noSession = {
  token: null,
  userInfo: null,
  menuList: [],
  permissionList: [],
  isLock: false,
  freshSignIn: false,
};

let pendingUser: Promise<CurrentUser> | null = null;

export const useSessionStore = create<SessionStore>()((set, get) => ({
  token: readToken(),
  userInfo: null,
  menuList: [],
  permissionList: [],
  sysConfig: readSysConfig(),
  signedOut: false,
  isLock: readJson<boolean>('isLock', false),
  freshSignIn: false,

  async login({ account, password, code, timestamp }) {
    const { data } = await authApi.login({
      account: account.trim(),
      password: SparkMD5.hash(password),
      grant_type: 'password',
      origin: 'password',
      ...(code ? { code: code.trim(), timestamp } : {}),
    });
    if (!data?.token) throw new SessionError(NOT_VERIFIED);
    await get().completeSignIn(data);
  },

  async completeSignIn({ token, theme }) {
    const user = await fetchCurrentUser(token);
    // The layout a user chose follows them from machine to machine.
    useSettingsStore.getState().applyServerTheme(theme);
    // So does their language (SystemLanguage), in place of the one this browser started in.
    const language = user.userInfo.language;
    if ((LANGUAGES as readonly string[]).includes(language)) {
      // Its texts come first; when they cannot be fetched the browser's language stays.
      const loaded = await loadLanguage(language as Language).then(
        () => true,
        () => false,
      );
      if (loaded) useAppStore.getState().setLanguage(language as Language);
    }
    set({ ...fromCurrentUser(user), token, signedOut: false, isLock: false, freshSignIn: true });
  },

  takeFreshSignIn() {
    const fresh = get().freshSignIn;
    if (fresh) set({ freshSignIn: false });
    return fresh;
  },

  setLocked(isLock) {
    set({ isLock });
  },

  loadCurrentUser() {
    const token = get().token;
    if (!token) return Promise.reject(new SessionError(NOT_VERIFIED));
    pendingUser ??= fetchCurrentUser(token)
      .then((user) => {
        // A sign-out while the call was under way wins over its answer.
        if (get().token === token) set(fromCurrentUser(user));
        return user;
      })
      .finally(() => {
        pendingUser = null;
      });
    return pendingUser;
  },

  async logout() {
    try {
      if (get().token) await authApi.logout();
    } catch {
      // The client has shown why; the local session ends regardless.
    }
    set({ ...noSession, signedOut: true });
    navigateTo(LOGIN_PATH);
  },

  reset() {
    set({ ...noSession, signedOut: false });
  },
}));

useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) writeToken(state.token);
  if (state.sysConfig !== previous.sysConfig) writeSysConfig(state.sysConfig);
  if (state.isLock !== previous.isLock) writeJson('isLock', state.isLock);
});

linkSession({
  getToken: () => useSessionStore.getState().token,
  endSession: () => {
    useSessionStore.getState().reset();
    redirectToLogin();
  },
});
