import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { planChunks, sendMultipart } from './test-fixtures.js';

describe.each(databaseKinds)('signed download links (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let link: string;
  const bytes = randomBytes(900);

  beforeAll(async () => {
    server = await startTestServer(kind, { file: { ...readConfig({}).file, chunkBytes: 1024 } });
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
    const plan = planChunks(bytes, 1024, 'notes.txt');
    const { bytes: part, fields } = plan.chunk(1);
    await sendMultipart(server.app, '/api/file/chunk', admin, fields, { name: 'notes.txt', bytes: part });
    const merged = await sendMultipart<{ name: string }>(server.app, '/api/file/merge', admin, {
      identifier: plan.identifier,
      fileName: 'notes.txt',
      fileSize: String(bytes.length),
      extension: 'txt',
      type: 'annex',
    });
    const answer = await call<{ url: string }>(
      server.app,
      'GET',
      `/api/file/Download/annex/${merged.data?.name}`,
      {
        token: admin,
      },
    );
    link = answer.data?.url as string;
  });
  afterAll(() => server?.close());

  const follow = (authorization?: string) =>
    server.app.inject({ method: 'GET', url: link, headers: authorization ? { authorization } : {} });

  it('are refused under another signed-in user’s session', async () => {
    const response = await follow(staff);
    expect(response.json()).toEqual({ code: 403, msg: expect.any(String) });
  });

  it('answer the link’s own user, and a browser that sends no session (the link is the grant)', async () => {
    expect((await follow(admin)).rawPayload.equals(bytes)).toBe(true);
    expect((await follow()).rawPayload.equals(bytes)).toBe(true);
    // A token that no longer opens a session identifies nobody.
    expect((await follow('Bearer not-a-session')).rawPayload.equals(bytes)).toBe(true);
  });
});
