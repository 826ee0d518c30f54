import { CANONICAL_SHAPE_HEADERS, type Envelope, ResultCode, SESSION_ENDING_CODES } from '@formwork/schema';
import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { useAppStore } from '../app/app-store.js';
import { showError } from '../feedback/notify.js';
import type { Language } from '../i18n/languages.js';
import { FALLBACK_MESSAGE, isEnvelope, RequestError } from './errors.js';
import { sessionLink } from './session-link.js';

/** Default timeout; the few slow calls (LONG_CALLS below) get LONG_TIMEOUT_MS. */
export const DEFAULT_TIMEOUT_MS = 60_000;
export const LONG_TIMEOUT_MS = 100_000;

/**
 * The one HTTP client of the shell. Same origin: the server serves the console. It asks for the
 * canonical shape of every answer: without the header the server answers JNPF's shapes, which
 * JNPF's own web client reads.
 */
export const http = axios.create({
  baseURL: '',
  timeout: DEFAULT_TIMEOUT_MS,
  headers: { 'jnpf-origin': 'pc', ...CANONICAL_SHAPE_HEADERS },
});

// Sign-in failures go back to the login form as they are; it decides what to do with the body.
const isLoginCall = (url = '') => /\/api\/oauth\/Login(?:[/?]|$)/.test(url);
// A wrong password while unlocking must not throw the user out of the session.
const keepsSessionOnFailure = (url = '') =>
  isLoginCall(url) || /\/api\/oauth\/LockScreen(?:[/?]|$)/.test(url);

// Third-party sync, mailbox fetch, authority data and data sync run long on the server.
const LONG_CALLS = [
  /SynThirdInfo/i,
  /\/Email\/Receive(?:[/?]|$)/i,
  /\/permission\/Authority\/Data(?:[/?]|$)/i,
  /\/DataSync\/(?:Actions\/)?Execute(?:[/?]|$)/i,
];
export const isLongCall = (url = ''): boolean => LONG_CALLS.some((pattern) => pattern.test(url));

// Answers the caller reads as they are, failures included: the data-source connection test
// reports its outcome in the body, a missing model config becomes the caller's 404, and a data
// interface without a parameter list (a server before GetParam) becomes a report without a search.
const PASS_THROUGH = [
  /\/api\/system\/DataInterface\/GetParam\/[^/?]+(?:[?]|$)/i,
  /\/api\/system\/DataSource\/Actions\/Test(?:[/?]|$)/i,
  /\/api\/visualdev\/OnlineDev\/[^/?]+\/Config(?:[?]|$)/i,
];
export const isPassThrough = (url = ''): boolean => PASS_THROUGH.some((pattern) => pattern.test(url));

/** The server words its messages in the language the user chose, told by this header. */
export const ACCEPT_LANGUAGE: Record<Language, string> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' };

function withTimestamp(params: unknown): unknown {
  // `n` defeats caches between the browser and the server.
  const n = Date.now();
  if (params instanceof URLSearchParams) {
    const copy = new URLSearchParams(params);
    copy.set('n', String(n));
    return copy;
  }
  return { ...(params as Record<string, unknown> | undefined), n };
}

function prepare(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = sessionLink().getToken();
  // A caller may pass its own token, e.g. the login flow before the token is stored.
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', token);
  // Read on every call, so a language switch applies to the next request without a reload.
  config.headers.set('Accept-Language', ACCEPT_LANGUAGE[useAppStore.getState().language]);
  if ((config.method ?? 'get').toLowerCase() === 'get' && config.data !== undefined) {
    config.params = { ...(config.data as Record<string, unknown>), ...config.params };
    config.data = undefined;
  }
  config.params = withTimestamp(config.params);
  // A caller's own timeout wins; otherwise the long calls wait 100 s instead of the default.
  if (isLongCall(config.url) && (config.timeout ?? DEFAULT_TIMEOUT_MS) === DEFAULT_TIMEOUT_MS)
    config.timeout = LONG_TIMEOUT_MS;
  return config;
}

function check(response: AxiosResponse): AxiosResponse | Promise<never> {
  const body: unknown = response.data;
  if (isPassThrough(response.config.url)) return response;
  if (!isEnvelope(body)) {
    showError(FALLBACK_MESSAGE);
    return Promise.reject(new RequestError(FALLBACK_MESSAGE, undefined));
  }
  if (body.code === ResultCode.ok) return response;

  const text = body.msg || FALLBACK_MESSAGE;
  showError(text);
  const url = response.config.url;
  if (isLoginCall(url)) return Promise.reject(body);
  if (SESSION_ENDING_CODES.includes(body.code) && !keepsSessionOnFailure(url)) sessionLink().endSession();
  return Promise.reject(new RequestError(text, body.code, body));
}

function fail(error: unknown): Promise<never> {
  // A call the caller aborted is not a failure to report.
  if (axios.isCancel(error)) return Promise.reject(error);
  showError(FALLBACK_MESSAGE);
  return Promise.reject(new RequestError(FALLBACK_MESSAGE, undefined, undefined, { cause: error }));
}

http.interceptors.request.use(prepare);
http.interceptors.response.use(check, fail);

/**
 * Sends a call and resolves with the answer body when its code is 200. Any other outcome has
 * already been shown to the user and rejects with a RequestError (or, for sign-in, the body).
 */
export async function request<T = unknown, D = unknown>(config: AxiosRequestConfig<D>): Promise<Envelope<T>> {
  const response = await http.request<Envelope<T>, AxiosResponse<Envelope<T>>, D>(config);
  return response.data;
}
