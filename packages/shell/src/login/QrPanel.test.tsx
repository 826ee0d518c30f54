import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type SeenCall } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminUser, ok } from '../testing/fixtures.js';
import { qrPayload } from './signin-api.js';
import { openLogin, openMode, resetVisitor } from './test-kit.js';
import { QR_AUTO_REFRESHES, QR_POLL_MS } from './useQrSignIn.js';

vi.spyOn(message, 'error').mockImplementation(() => Promise.resolve(true) as never);

const frame = () => screen.getByTestId('qr-frame');
const later = () => Date.now() + 120_000;
const polls = (calls: SeenCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/oauth/QrCode/'));
const issued = (calls: SeenCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/oauth/QrCode');
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Answers the polls of ticket t1 with the given statuses in turn, the last one from then on. */
function ticketServer(statuses: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  let polled = 0;
  let tickets = 0;
  return fakeServer({
    'POST /api/oauth/QrCode': () => ok({ ticket: `t${++tickets}`, expiresAt: later() }),
    'GET /api/oauth/QrCode/t1': () => ok(statuses[Math.min(polled++, statuses.length - 1)]),
    ...extra,
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(async () => {
  await resetVisitor();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

// antd in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('app QR scan sign-in', { timeout: 30_000 }, () => {
  it('shows a QR code carrying the ticket and the server to confirm it with', async () => {
    ticketServer([{ status: 'waiting' }]);
    openLogin();
    openMode('扫码登录');
    expect(await screen.findByRole('img', { name: '登录二维码' })).toBeTruthy();
    expect(screen.getByText('请使用手机 App 扫描二维码登录')).toBeTruthy();
    expect(JSON.parse(qrPayload('t1', 'http://localhost'))).toEqual({
      type: 'formwork-login',
      server: 'http://localhost',
      ticket: 't1',
    });
  });

  it('polls every 2 s, shows the scan, and signs in once the app confirms', async () => {
    const { calls } = ticketServer(
      [
        { status: 'waiting' },
        { status: 'scanned' },
        { status: 'confirmed', token: ADMIN_TOKEN, theme: 'classic' },
      ],
      { 'GET /api/oauth/CurrentUser': ok(adminUser()) },
    );
    const router = openLogin();
    openMode('扫码登录');
    await waitFor(() => expect(frame().dataset.phase).toBe('waiting'));

    await wait(QR_POLL_MS - 100);
    expect(polls(calls)).toHaveLength(0);
    await wait(100);
    await waitFor(() => expect(polls(calls)).toHaveLength(1));
    await wait(QR_POLL_MS);
    expect(await screen.findByText('扫描成功')).toBeTruthy();
    expect(screen.getByText('请在手机上确认登录')).toBeTruthy();

    await wait(QR_POLL_MS);
    expect(await screen.findByText('首页内容')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(calls.find((call) => call.path === '/api/oauth/CurrentUser')?.headers.Authorization).toBe(
      ADMIN_TOKEN,
    );
  });

  it('replaces an expired code by itself, then after a few waits for a click', async () => {
    const { calls } = fakeServer({
      'POST /api/oauth/QrCode': () => ok({ ticket: `t${issued(calls).length}`, expiresAt: later() }),
      ...Object.fromEntries(
        Array.from({ length: QR_AUTO_REFRESHES + 2 }, (_, index) => [
          `GET /api/oauth/QrCode/t${index + 1}`,
          ok({ status: 'expired' }),
        ]),
      ),
    });
    openLogin();
    openMode('扫码登录');
    for (let round = 1; round <= QR_AUTO_REFRESHES + 1; round++) {
      await waitFor(() => expect(frame().dataset.phase).toBe('waiting'));
      await wait(QR_POLL_MS);
      await waitFor(() => expect(polls(calls)).toHaveLength(round));
    }
    expect(await screen.findByText('二维码已失效')).toBeTruthy();
    expect(issued(calls)).toHaveLength(QR_AUTO_REFRESHES + 1);

    fireEvent.click(screen.getByRole('button', { name: '点击刷新' }));
    await waitFor(() => expect(issued(calls)).toHaveLength(QR_AUTO_REFRESHES + 2));
    await waitFor(() => expect(frame().dataset.phase).toBe('waiting'));
  });

  it('stops polling while the browser tab is hidden, and when another mode is chosen', async () => {
    const { calls } = ticketServer([{ status: 'waiting' }]);
    openLogin();
    openMode('扫码登录');
    await waitFor(() => expect(frame().dataset.phase).toBe('waiting'));

    setVisibility('hidden');
    await wait(3 * QR_POLL_MS);
    expect(polls(calls)).toHaveLength(0);
    setVisibility('visible');
    await wait(QR_POLL_MS);
    await waitFor(() => expect(polls(calls)).toHaveLength(1));

    openMode('账号登录');
    await wait(3 * QR_POLL_MS);
    expect(polls(calls)).toHaveLength(1);
  });
});
