import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../testing/test-server.js';

/** The policy's directives by name, e.g. { 'script-src': ["'self'"] }. */
function policyOf(answer: LightMyRequestResponse): Map<string, string[]> {
  const header = String(answer.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectSecurityHeaders(answer: LightMyRequestResponse) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
  const policy = policyOf(answer);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  // Injected markup must never run: no inline scripts, from any source but this one.
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')?.every((source) => source.startsWith("'"))).toBe(true);
  // On plain HTTP these would break the console (other than on localhost) or do nothing.
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(answer.headers['strict-transport-security']).toBeUndefined();
  // CORS stays closed: another site's page cannot read any answer.
  expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
}

describe('security headers', () => {
  let server: TestServer;
  let consoleDir: string;
  const fromElsewhere = { origin: 'https://evil.example' };

  beforeAll(async () => {
    consoleDir = await mkdtemp(join(tmpdir(), 'formwork-console-'));
    await writeFile(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
    await writeFile(join(consoleDir, 'app.js'), 'export {};');
    server = await startTestServer('pglite', { consoleDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(consoleDir, { recursive: true, force: true });
  });

  it('come with the console page, its files and a page path it routes itself', async () => {
    for (const url of ['/', '/system/dictionary', '/app.js']) {
      const answer = await server.app.inject({ method: 'GET', url, headers: fromElsewhere });
      expect(answer.statusCode, url).toBe(200);
      expectSecurityHeaders(answer);
    }
    const page = await server.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(policyOf(page).get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
  });

  it('come with API answers, signed in or not', async () => {
    const token = await signIn(server.app, 'admin', 'admin123');
    const signedIn = await server.app.inject({
      method: 'GET',
      url: '/api/oauth/CurrentUser',
      headers: { authorization: token, ...fromElsewhere },
    });
    expect(signedIn.json().code).toBe(200);
    expectSecurityHeaders(signedIn);

    const visitor = await server.app.inject({ method: 'GET', url: '/api/oauth/getConfig/admin' });
    expect(visitor.json().code).toBe(200);
    expectSecurityHeaders(visitor);
  });

  it('come with a not-found answer and a refused preflight', async () => {
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/no/such/route',
      headers: fromElsewhere,
    });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);

    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/oauth/CurrentUser',
      headers: { ...fromElsewhere, 'access-control-request-method': 'GET' },
    });
    expectSecurityHeaders(preflight);
  });

  it('let the API documentation run only its own scripts, with no eval', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/json']) {
      const answer = await server.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBeLessThan(400);
      expectSecurityHeaders(answer);
      expect(policyOf(answer).get('script-src'), url).toEqual(["'self'"]);
      expect(policyOf(answer).get('frame-src'), url).toEqual(["'none'"]);
    }
  });
});
