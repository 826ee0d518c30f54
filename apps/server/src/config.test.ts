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

  it('throttles sign-in per client address and leaves the captcha to the system setting by default', () => {
    expect(readConfig({}, '/x')).toMatchObject({
      loginIpMaxFailures: 20,
      loginIpWindowMinutes: 15,
      loginCaptcha: false,
    });
  });

  it('reads the sign-in throttle and captcha variables, 0 turning the throttle off', () => {
    const config = readConfig(
      { LOGIN_IP_MAX_FAILURES: '50', LOGIN_IP_WINDOW_MINUTES: '60', LOGIN_CAPTCHA: '1' },
      '/x',
    );
    expect(config).toMatchObject({ loginIpMaxFailures: 50, loginIpWindowMinutes: 60, loginCaptcha: true });
    expect(readConfig({ LOGIN_IP_MAX_FAILURES: '0' }, '/x').loginIpMaxFailures).toBe(0);
    expect(readConfig({ LOGIN_CAPTCHA: '0' }, '/x').loginCaptcha).toBe(false);
  });

  it('refuses a throttle window of no minutes, which would forget every failure at once', () => {
    expect(() => readConfig({ LOGIN_IP_WINDOW_MINUTES: '0' }, '/x')).toThrow(
      new ConfigError('LOGIN_IP_WINDOW_MINUTES must be at least 1, got "0"'),
    );
    expect(() => readConfig({ LOGIN_IP_MAX_FAILURES: '-1' }, '/x')).toThrow(
      new ConfigError('LOGIN_IP_MAX_FAILURES must be a whole number, got "-1"'),
    );
  });

  it('limits chat sockets and their frames by default, and reads the limits', () => {
    expect(readConfig({}, '/x').chatLimits).toEqual({
      frameBurst: 60,
      framesPerSecond: 5,
      socketsPerUser: 10,
      socketsPerAddress: 500,
    });
    const env = {
      CHAT_FRAME_BURST: '100',
      CHAT_FRAMES_PER_SECOND: '20',
      CHAT_SOCKETS_PER_USER: '0',
      CHAT_SOCKETS_PER_IP: '50',
    };
    expect(readConfig(env, '/x').chatLimits).toEqual({
      frameBurst: 100,
      framesPerSecond: 20,
      socketsPerUser: 0,
      socketsPerAddress: 50,
    });
    expect(() => readConfig({ CHAT_FRAMES_PER_SECOND: '0' }, '/x')).toThrow(
      new ConfigError('CHAT_FRAMES_PER_SECOND must be at least 1, got "0"'),
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => readConfig({ PORT: 'eighty' }, '/x')).toThrow(
      new ConfigError('PORT must be a whole number, got "eighty"'),
    );
  });

  it('leaves the metrics endpoint closed unless METRICS_TOKEN is set, and refuses a short token', () => {
    expect(readConfig({}, '/x').metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: '' }, '/x').metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: 'a-long-scrape-token-123' }, '/x').metricsToken).toBe(
      'a-long-scrape-token-123',
    );
    expect(() => readConfig({ METRICS_TOKEN: 'short' }, '/x')).toThrow(
      new ConfigError('METRICS_TOKEN must be at least 16 characters long'),
    );
  });

  it('gives requests in flight ten seconds to finish at shutdown unless told otherwise', () => {
    expect(readConfig({}, '/x').shutdownGraceSeconds).toBe(10);
    expect(readConfig({ SHUTDOWN_GRACE_SECONDS: '30' }, '/x').shutdownGraceSeconds).toBe(30);
  });
});
