import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { pageCsp, SECURITY_HEADERS } from './security-headers';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
  }, 60_000);
  afterAll(() => t?.close());

  it('forbids framing by other sites, sniffing and full referrers on every answer; HSTS only over https', async () => {
    const answers: { url: string; method?: 'GET' | 'POST'; status?: number }[] = [
      ...['/healthz', '/api/nav/list', '/tapi/nowhere', '/docs/api'].map((url) => ({ url })),
      // answered early by a hook (no X-Requested-With: 403), and refused by validation
      { url: '/tapi/user/login', method: 'POST', status: 403 },
      { url: '/api/room/detail?roomId=x', status: 400 },
    ];
    for (const { url, method, status } of answers) {
      const res = await t.app.inject({ url, method });
      if (status) expect(res.statusCode, url).toBe(status);
      expect(res.headers['x-request-id'], url).toBeTruthy();
      expect(res.headers, url).toMatchObject(SECURITY_HEADERS);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const https = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('writes them once with the head of every answer over real HTTP, with the request id', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const url of ['/healthz', '/tapi/nowhere', '/api/room/detail?roomId=x']) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { 'x-request-id': 'outside-0001' } });
      // A header written twice would come back joined (", "), failing the match.
      expect(Object.fromEntries(res.headers), url).toMatchObject({ ...SECURITY_HEADERS, 'x-request-id': 'outside-0001' });
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
    }
    const https = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(https.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives each page a policy with a fresh script nonce and no framing by other sites', () => {
    const a = pageCsp(false);
    const b = pageCsp(false);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.policy).toContain(`'nonce-${a.nonce}'`);
    expect(a.policy).toContain("frame-ancestors 'self'");
    expect(a.policy).not.toContain('unsafe-eval');
    expect(a.policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
