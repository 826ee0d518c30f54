import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leaksIn } from './log-audit.global.js';

describe('the test run log audit', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('finds passwords as typed and as md5, and anything shaped like a session token or a signature', async () => {
    dir = await mkdtemp(join(tmpdir(), 'formwork-audit-'));
    const token = randomBytes(32).toString('base64url');
    const md5 = createHash('md5').update('staff123').digest('hex');
    await writeFile(
      join(dir, 'a.log'),
      [
        '{"level":30,"reqId":"1","msg":"incoming request","req":{"url":"/api/oauth/Login"}}',
        `{"level":30,"msg":"form","body":"account=admin&password=${md5}"}`,
        `{"level":30,"msg":"x","authorization":"bearer ${token}"}`,
        '{"level":50,"msg":"typed admin123 by mistake"}',
        '{"level":30,"reqId":"2f1c0b7e-5b7a-4f7e-9d55-0c2a9e1b9c11","msg":"request completed"}',
      ].join('\n'),
    );
    const leaks = await leaksIn(dir);
    expect(leaks).toHaveLength(3);
    expect(leaks[0]).toContain(`holds ${md5}`);
    expect(leaks[1]).toContain(`holds ${token}`);
    expect(leaks[2]).toContain('holds admin123');
  });
});
