import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '../http/client.js';

/** One call as the fake server saw it, after the client's interceptors ran. */
export interface SeenCall {
  method: string;
  path: string;
  /** The full URL the browser would request, query included. */
  url: string;
  query: URLSearchParams;
  headers: Record<string, unknown>;
  /** Form-encoded bodies, decoded. */
  form: URLSearchParams;
  config: InternalAxiosRequestConfig;
}

type Reply = unknown | ((call: SeenCall) => unknown);

/**
 * Answers the shell's HTTP client in place of a server: `routes` maps "METHOD /path" to a body
 * (or a function of the call). Unknown routes fail the test loudly rather than hang.
 */
export function fakeServer(routes: Record<string, Reply>) {
  const calls: SeenCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = new URL(http.getUri(config), 'http://localhost');
    const call: SeenCall = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      url: url.pathname + url.search,
      query: url.searchParams,
      headers: config.headers.toJSON(),
      form: new URLSearchParams(typeof config.data === 'string' ? config.data : ''),
      config,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    if (!(key in routes)) throw new Error(`fake server: no route for ${key}`);
    const reply = routes[key];
    const data = typeof reply === 'function' ? (reply as (call: SeenCall) => unknown)(call) : reply;
    return { data, status: 200, statusText: 'OK', headers: {}, config } satisfies AxiosResponse;
  };
  http.defaults.adapter = adapter;
  return { calls };
}
