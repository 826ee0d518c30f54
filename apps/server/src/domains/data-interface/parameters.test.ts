import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { PARAMETER_LENGTH_LIMITS, parameterValues } from './parameters.js';

const BASE = '/api/system/DataInterface';

describe('parameter values', () => {
  const amount = [
    { field: 'amount', fieldName: '', dataType: 'decimal' as const, required: 0, defaultValue: '' },
  ];
  const timed = (value: string) => {
    const started = performance.now();
    let message = '';
    try {
      parameterValues(amount, new Map([['amount', value]]));
    } catch (error) {
      message = (error as Error).message;
    }
    return { ms: performance.now() - started, message };
  };

  it('refuses an 80 KB decimal at once, naming the parameter and the limit', () => {
    const { ms, message } = timed(`${'1'.repeat(80_000)}x`);
    expect(message).toBe('amount: decimal 类型的值最多 100 个字符');
    expect(ms).toBeLessThan(50);
  });

  it('takes every spelling of a decimal it took before and refuses the rest', () => {
    for (const good of ['1', '-1.5', '1.', '.5', '1e5', '+.5E-3', ` ${'9'.repeat(98)}`])
      expect(parameterValues(amount, new Map([['amount', good]])).get('amount'), good).toBe(good);
    for (const bad of ['.', '1.2.3', 'e5', '1e', '--1', `${'1'.repeat(99)}x`])
      expect(timed(bad).message, bad).toBe('amount: 应为 decimal 类型的值');
  });
});

describe.each(databaseKinds)('data interface parameter limits on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const preview = (params: Record<string, unknown>) =>
    call(server.app, 'POST', `${BASE}/limited/Actions/Preview`, { token: admin, body: { params } });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    const created = await call(server.app, 'POST', BASE, {
      token: admin,
      body: {
        fullName: 'limited',
        enCode: 'limited',
        dataType: 2,
        query: '[{"ok":1}]',
        requestParameters: JSON.stringify([
          { field: 'amount', fieldName: '金额', dataType: 'decimal', required: 0, defaultValue: '' },
          { field: 'note', fieldName: '备注', dataType: 'text', required: 0, defaultValue: '' },
          { field: 'name', fieldName: '名称', dataType: 'varchar', required: 0, defaultValue: '' },
        ]),
      },
    });
    expect(created.code, created.msg).toBe(200);
  });
  afterAll(() => server?.close());

  it('answers a 60 KB decimal with a 400 naming it, without holding up the server', async () => {
    const started = performance.now();
    expect(await preview({ amount: `${'1'.repeat(60_000)}x` })).toEqual({
      code: 400,
      msg: 'amount: decimal 类型的值最多 100 个字符',
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('gives every text parameter a length limit, and takes a value up to it', async () => {
    expect(await preview({ note: 'x'.repeat(PARAMETER_LENGTH_LIMITS.text + 1) })).toEqual({
      code: 400,
      msg: `note: text 类型的值最多 ${PARAMETER_LENGTH_LIMITS.text} 个字符`,
    });
    expect(await preview({ name: 'x'.repeat(PARAMETER_LENGTH_LIMITS.varchar + 1) })).toEqual({
      code: 400,
      msg: `name: varchar 类型的值最多 ${PARAMETER_LENGTH_LIMITS.varchar} 个字符`,
    });
    const fits = await preview({ note: 'x'.repeat(PARAMETER_LENGTH_LIMITS.text), amount: '12.50' });
    expect(fits.code, fits.msg).toBe(200);
  });
});
