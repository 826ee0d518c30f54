import type { CurrentUser, LoginConfig, LoginForm, LoginPageConfig, LoginResult } from '@formwork/schema';
import { request } from '../http/client.js';

/** The sign-in calls. */
export const authApi = {
  /** Form-encoded, as JNPF servers expect. Rejects with the answer body on failure. */
  login: (form: LoginForm) =>
    request<LoginResult>({
      url: '/api/oauth/Login',
      method: 'post',
      data: new URLSearchParams(
        Object.entries(form).filter((entry): entry is [string, string] => !!entry[1]),
      ),
    }),

  getConfig: (account: string) =>
    request<LoginConfig>({ url: `/api/oauth/getConfig/${encodeURIComponent(account)}`, method: 'get' }),

  /** Product name, pictures and copyright as the settings have them now. */
  getLoginConfig: () => request<LoginPageConfig>({ url: '/api/oauth/getLoginConfig', method: 'get' }),

  /** `token` is given while signing in, before it is stored. */
  currentUser: (token?: string) =>
    request<CurrentUser>({
      url: '/api/oauth/CurrentUser',
      method: 'get',
      headers: token ? { Authorization: token } : {},
    }),

  logout: () => request({ url: '/api/oauth/Logout', method: 'get' }),
};

/** The captcha is an image; `timestamp` is its key and goes back with the login form. */
export const captchaUrl = (length: number, timestamp: string): string =>
  `/api/oauth/ImageCode/${length}/${encodeURIComponent(timestamp)}`;
