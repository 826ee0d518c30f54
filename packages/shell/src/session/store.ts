import {
  type CurrentUser,
  LAYOUT_TYPES,
  type LayoutType,
  type MenuItem,
  type ModulePermission,
  type SysConfigInfo,
  type UserInfo,
} from '@formwork/schema';
import SparkMD5 from 'spark-md5';
import { create } from 'zustand';
import { linkSession } from '../http/session-link.js';
import { navigateTo, redirectToLogin } from '../navigation/navigator.js';
import { LOGIN_PATH } from '../navigation/paths.js';
import { authApi } from './auth-api.js';
import { readSysConfig, readToken, writeSysConfig, writeToken } from './storage.js';

export const NOT_VERIFIED = '验证失败，请重新登录。';
export const NO_PERMISSION = '您的权限不足，请联系管理员';

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
  layoutType: LayoutType;
  userInfo: UserInfo | null;
  menuList: MenuItem[];
  permissionList: ModulePermission[];
  /** Kept across sessions so the login page can show the product's name. */
  sysConfig: SysConfigInfo | null;
  /** The user signed out on purpose: the login page then need not remember the last page. */
  signedOut: boolean;
}

export interface SessionActions {
  /** Signs in and loads the current user; the token is kept only when both succeed. */
  login(input: LoginInput): Promise<void>;
  /** Loads the signed-in user's info, menus and permissions; concurrent callers share one call. */
  loadCurrentUser(): Promise<CurrentUser>;
  /** Ends the session on the server and here, then shows the login page. */
  logout(): Promise<void>;
  /** Forgets the session (not the product settings), e.g. when the server ended it. */
  reset(): void;
}

export type SessionStore = SessionState & SessionActions;

export const toLayoutType = (theme: string | undefined): LayoutType =>
  (LAYOUT_TYPES as readonly string[]).includes(theme ?? '') ? (theme as LayoutType) : 'classic';

/** Fetches the current user with the given token and applies spec shell.md 5's two checks. */
async function fetchCurrentUser(token: string): Promise<CurrentUser> {
  const { data } = await authApi.currentUser(token);
  if (!data?.userInfo) throw new Error(NOT_VERIFIED);
  if (!data.menuList?.length) throw new Error(NO_PERMISSION);
  return data;
}

const fromCurrentUser = (user: CurrentUser) => ({
  layoutType: toLayoutType(user.userInfo.theme),
  userInfo: user.userInfo,
  menuList: user.menuList,
  permissionList: user.permissionList ?? [],
  sysConfig: user.sysConfigInfo ?? null,
});

const noSession = { token: null, userInfo: null, menuList: [], permissionList: [] };

let pendingUser: Promise<CurrentUser> | null = null;

export const useSessionStore = create<SessionStore>()((set, get) => ({
  token: readToken(),
  layoutType: 'classic',
  userInfo: null,
  menuList: [],
  permissionList: [],
  sysConfig: readSysConfig(),
  signedOut: false,

  async login({ account, password, code, timestamp }) {
    const { data } = await authApi.login({
      account: account.trim(),
      password: SparkMD5.hash(password),
      grant_type: 'password',
      origin: 'password',
      ...(code ? { code: code.trim(), timestamp } : {}),
    });
    if (!data?.token) throw new Error(NOT_VERIFIED);
    const user = await fetchCurrentUser(data.token);
    set({
      ...fromCurrentUser(user),
      token: data.token,
      layoutType: toLayoutType(data.theme),
      signedOut: false,
    });
  },

  loadCurrentUser() {
    const token = get().token;
    if (!token) return Promise.reject(new Error(NOT_VERIFIED));
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
});

linkSession({
  getToken: () => useSessionStore.getState().token,
  endSession: () => {
    useSessionStore.getState().reset();
    redirectToLogin();
  },
});
