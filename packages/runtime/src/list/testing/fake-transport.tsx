import type { ModulePermission } from '@formwork/schema';
import { render, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import './jsdom.js';
import { RuntimeProvider } from '../../runtime-context.js';
import type { RuntimeRequest, Transport } from '../../transport/transport.js';

export { UI_TEST_TIMEOUT } from './jsdom.js';

export type Answer = (request: RuntimeRequest) => unknown;

/**
 * A transport for component tests: records every request and answers with what `answer` returns
 * (throw a TransportError to refuse). Anything it does not know answers null, like an empty
 * envelope.
 */
export function fakeTransport(answer: Answer) {
  const requests: RuntimeRequest[] = [];
  const transport: Transport = async <T,>(request: RuntimeRequest) => {
    requests.push(request);
    return (await answer(request)) as T;
  };
  const matching = (method: RuntimeRequest['method'], url: string | RegExp) =>
    requests.filter(
      (r) => r.method === method && (typeof url === 'string' ? r.url === url : url.test(r.url)),
    );
  return { transport, requests, matching };
}

/** A paged list answer of these rows. */
export const paged = (list: unknown[], total = list.length, currentPage = 1, pageSize = 20) => ({
  list,
  pagination: { currentPage, pageSize, total },
});

export function renderWithRuntime(
  ui: ReactElement,
  transport: Transport,
  permissionList: readonly ModulePermission[] = [],
) {
  return render(<RuntimeProvider value={{ transport, permissionList }}>{ui}</RuntimeProvider>);
}

// Role queries walk every style sheet antd injects and take seconds in jsdom; texts are quick.
const buttonText = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/** antd puts a space between two Chinese characters of a button; find the button either way. */
export function button(text: string, container: HTMLElement = document.body): HTMLElement {
  const found = queryButton(text, container);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

/** The search form above a list, to look up its editors by label. */
export function searchForm(): HTMLElement {
  const form = document.querySelector<HTMLElement>('form[role="search"]');
  if (!form) throw new Error('no search form');
  return form;
}

export function queryButton(text: string, container: HTMLElement = document.body): HTMLElement | null {
  const label = within(container).queryAllByText(buttonText(text))[0];
  return label?.closest('button') ?? null;
}
