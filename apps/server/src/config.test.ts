import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = readConfig({}, '/srv/formwork');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/formwork/data',
      databaseUrl: undefined,
      loginMaxFailures: 5,
      seedDemo: true,
    });
  });

  it('resolves DATA_DIR against the folder npm was started in', () => {
    expect(readConfig({ DATA_DIR: 'var/db', INIT_CWD: '/home/ops/formwork' }).dataDir).toBe(
      '/home/ops/formwork/var/db',
    );
  });

  it('reads the documented variables', () => {
    const config = readConfig(
      { PORT: '8080', DATABASE_URL: 'postgres://db/formwork', LOGIN_LOCK_MINUTES: '30', SEED_DEMO: '0' },
      '/x',
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://db/formwork',
      loginLockMinutes: 30,
      seedDemo: false,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => readConfig({ PORT: 'eighty' }, '/x')).toThrow(
      new ConfigError('PORT must be a whole number, got "eighty"'),
    );
  });
});
