import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

interface Poll {
  status: string;
  token?: string;
  theme?: string;
}

describe.each(databaseKinds)('app QR scan sign-in on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  const issue = async () => {
    const answer = await call<{ ticket: string; expiresAt: number }>(server.app, 'POST', '/api/oauth/QrCode');
    expect(answer.code).toBe(200);
    return answer.data as { ticket: string; expiresAt: number };
  };
  const poll = (ticket: string) => call<Poll>(server.app, 'GET', `/api/oauth/QrCode/${ticket}`);
  const act = (ticket: string, action: 'Scan' | 'Confirm', token: string) =>
    call(server.app, 'POST', `/api/oauth/QrCode/${ticket}/${action}`, { token });

  it('issues a random ticket valid 120 s and stores only its hash', async () => {
    const before = Date.now();
    const { ticket, expiresAt } = await issue();
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(expiresAt - before).toBeGreaterThanOrEqual(119_000);
    expect(expiresAt - before).toBeLessThanOrEqual(121_000);
    const rows = await server.db.selectFrom('qrTicket').select('ticketHash').execute();
    expect(rows.some((row) => row.ticketHash.includes(ticket))).toBe(false);
    expect((await poll(ticket)).data).toEqual({ status: 'waiting' });
  });

  it('walks waiting, scanned, confirmed, and hands out a session for the confirming user once', async () => {
    const { ticket } = await issue();
    expect(await act(ticket, 'Scan', admin)).toEqual({ code: 200, msg: '扫码成功，请确认登录' });
    expect((await poll(ticket)).data).toEqual({ status: 'scanned' });
    expect(await act(ticket, 'Confirm', admin)).toEqual({ code: 200, msg: '已确认登录' });

    const confirmed = await poll(ticket);
    expect(confirmed.data).toMatchObject({ status: 'confirmed', theme: 'classic' });
    const token = confirmed.data?.token as string;
    expect(token).toMatch(/^bearer /);
    expect(token).not.toBe(admin);
    const me = await call<{ userInfo: { userAccount: string } }>(
      server.app,
      'GET',
      '/api/oauth/CurrentUser',
      {
        token,
      },
    );
    expect(me.data?.userInfo.userAccount).toBe('admin');

    expect((await poll(ticket)).data).toEqual({ status: 'expired' });
    const log = await server.db
      .selectFrom('loginLog')
      .select(['account', 'success'])
      .orderBy('loginTime', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ account: 'admin', success: true });
  });

  it('hands the session to one of two polls racing after the confirmation', async () => {
    const { ticket } = await issue();
    await act(ticket, 'Scan', staff);
    await act(ticket, 'Confirm', staff);
    const polls = await Promise.all([poll(ticket), poll(ticket), poll(ticket)]);
    expect(polls.filter((answer) => answer.data?.token)).toHaveLength(1);
  });

  it('keeps a ticket to the person who scanned it', async () => {
    const { ticket } = await issue();
    expect(await act(ticket, 'Confirm', admin)).toEqual({ code: 400, msg: '请先扫描二维码' });
    await act(ticket, 'Scan', staff);
    expect(await act(ticket, 'Scan', admin)).toEqual({ code: 400, msg: '二维码已被使用' });
    expect(await act(ticket, 'Confirm', admin)).toEqual({ code: 400, msg: '二维码已被使用' });
    expect((await poll(ticket)).data).toEqual({ status: 'scanned' });
  });

  it('lets a ticket expire, and answers unknown tickets as expired', async () => {
    const { ticket } = await issue();
    await server.db
      .updateTable('qrTicket')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('ticketHash', '=', hashOf(ticket))
      .execute();
    expect((await poll(ticket)).data).toEqual({ status: 'expired' });
    expect(await act(ticket, 'Scan', admin)).toEqual({ code: 400, msg: '二维码已失效，请刷新后重新扫描' });
    expect((await poll('no-such-ticket')).data).toEqual({ status: 'expired' });
  });

  it('gives a person time to confirm after a late scan', async () => {
    const { ticket } = await issue();
    await server.db
      .updateTable('qrTicket')
      .set({ expiresAt: new Date(Date.now() + 2000) })
      .where('ticketHash', '=', hashOf(ticket))
      .execute();
    await act(ticket, 'Scan', admin);
    const row = await server.db
      .selectFrom('qrTicket')
      .select('expiresAt')
      .where('ticketHash', '=', hashOf(ticket))
      .executeTakeFirstOrThrow();
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('needs a session to scan or confirm', async () => {
    const { ticket } = await issue();
    expect((await call(server.app, 'POST', `/api/oauth/QrCode/${ticket}/Scan`)).code).toBe(600);
    expect((await call(server.app, 'POST', `/api/oauth/QrCode/${ticket}/Confirm`)).code).toBe(600);
  });
});
