import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeConnection } from './fake-socket.js';
import { HEARTBEAT_MS, socketUrl } from './socket.js';

const TOKEN = 'bearer a b/c';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the chat socket', () => {
  it('connects to the same origin with the token in the path', () => {
    expect(socketUrl(TOKEN, { protocol: 'https:', host: 'example.com:8443' })).toBe(
      'wss://example.com:8443/api/message/websocket/bearer%20a%20b%2Fc',
    );
    const { connection, latest } = fakeConnection();
    connection.start(TOKEN);
    expect(latest().url).toBe(`ws://${window.location.host}/api/message/websocket/bearer%20a%20b%2Fc`);
  });

  it('announces itself on opening, then sends what was asked for before it opened', () => {
    const { connection, latest } = fakeConnection();
    connection.start(TOKEN);
    connection.send('MessageList', { toUserId: 'u2', currentPage: 1 });
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent).toEqual([
      { method: 'OnConnection', token: TOKEN, mobileDevice: false },
      { method: 'MessageList', token: TOKEN, toUserId: 'u2', currentPage: 1 },
    ]);
  });

  it('sends a heartbeat after 100 s without a word from the server, the wait restarting on each', () => {
    const { connection, latest } = fakeConnection();
    connection.start(TOKEN);
    latest().open();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(latest().frames('heartCheck')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(latest().frames('heartCheck')).toEqual([{ method: 'heartCheck', token: TOKEN }]);

    vi.advanceTimersByTime(60_000);
    latest().receive({ method: 'Online', userId: 'u2' });
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(latest().frames('heartCheck')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(latest().frames('heartCheck')).toHaveLength(2);
  });

  it('reconnects after a drop, waiting longer after each failure, and announces itself again', () => {
    const { connection, sockets, latest } = fakeConnection();
    connection.start(TOKEN);
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    latest().open();
    expect(latest().frames('OnConnection')).toHaveLength(1);
    // Once through, the next drop waits the shortest time again.
    latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it.each(['closeSocket', 'logout'])('closes for good on %s, and its listeners still hear it', (method) => {
    const { connection, sockets, latest } = fakeConnection();
    const heard: string[] = [];
    connection.subscribe((frame) => heard.push(frame.method));
    connection.start(TOKEN);
    latest().open();
    latest().receive({ method, msg: 'bye' });
    expect(heard).toEqual([method]);
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(10 * HEARTBEAT_MS);
    expect(sockets).toHaveLength(1);
    expect(latest().frames('heartCheck')).toHaveLength(0);
  });

  it('stops the heartbeat and never reconnects once stopped (sign-out)', () => {
    const { connection, sockets, latest } = fakeConnection();
    connection.start(TOKEN);
    latest().open();
    connection.stop();
    expect(latest().closed).toBe(true);
    connection.send('SendMessage', { toUserId: 'u2' });
    vi.advanceTimersByTime(10 * HEARTBEAT_MS);
    expect(sockets).toHaveLength(1);
    expect(latest().sent.map((frame) => frame.method)).toEqual(['OnConnection']);
  });

  it('ignores what is not a frame of the protocol', () => {
    const { connection, latest } = fakeConnection();
    const heard: unknown[] = [];
    connection.subscribe((frame) => heard.push(frame));
    connection.start(TOKEN);
    latest().open();
    latest().onmessage?.({ data: 'not json' });
    latest().onmessage?.({ data: '{"no":"method"}' });
    expect(heard).toEqual([]);
  });
});
