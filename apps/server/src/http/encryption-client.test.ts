import { randomBytes } from 'node:crypto';
import { afterAll, assert, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, type TApiRoute } from '@sports/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { NO_LIMITS } from '../../test/accounts';
import { hashPassword } from '../modules/identity/password';

const KEY = randomBytes(32).toString('base64');

type Result<T> = { code: number; message: string; data: T; success?: boolean };
interface WebApi {
  call<T>(route: TApiRoute, input?: { query?: Record<string, unknown>; body?: unknown }): Promise<Result<T>>;
}

/**
 * The browser client (apps/web/lib/api.ts) against the real API with encryption on: it learns the
 * key from the site config, seals requests and opens answers; the wire carries only encryptedData.
 */
describe('web API client with request encryption', () => {
  let t: TestApp;
  const wire: { url: string; body: string | undefined; answer: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { API_ENCRYPTION_KEYS: `xingqiu:${KEY}` }, identity: { limiter: NO_LIMITS } });
    vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
    vi.stubGlobal('fetch', async (input: URL, init: RequestInit) => {
      const url = `${input.pathname}${input.search}`;
      const res = await t.app.inject({
        method: init.method as 'GET' | 'POST',
        url,
        headers: init.headers as Record<string, string>,
        payload: init.body as string | undefined,
      });
      wire.push({ url, body: init.body as string | undefined, answer: res.body });
      return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it('logs in with an encrypted password inside an encrypted request', async () => {
    // Typed here, not through the web project: the server's TypeScript project does not include web files.
    const { call } = (await import('../../../web/lib/api' as string)) as WebApi;
    const { encryptPassword } = await import('@sports/contracts');
    const u = await buildUser(t.db.db, { password_hash: await hashPassword('secret123') });
    const key = await call<{ key: string; iv: string }>(API_ROUTES.dynamicKey);
    expect(key.code).toBe(200);
    const password = await encryptPassword('secret123', key.data.key, key.data.iv);
    const res = await call<{ token: string }>(API_ROUTES.login, {
      body: { mode: 0, username: u.mobile, password, ...key.data, channelId: 3, platform: 1 },
    });
    expect(res.code).toBe(200);
    expect(res.data.token).toBeTruthy();

    const [config, ...calls] = wire;
    assert.isDefined(config);
    expect(config.url).toMatch(/^\/tapi\/inform\/get\/cms\/config/);
    expect(JSON.parse(config.answer).data.encryptKey).toBe(KEY);
    for (const c of calls) {
      expect(c.url).not.toContain('channelId');
      expect(Object.keys(JSON.parse(c.answer))).toEqual(['encryptedData']);
      expect(c.answer).not.toContain(res.data.token);
      if (c.body) expect(Object.keys(JSON.parse(c.body))).toEqual(['encryptedData']);
    }
    const errors = await call(API_ROUTES.login, { body: { mode: 0, username: u.mobile, password, ...key.data } });
    expect(errors).toMatchObject({ code: 100224, message: '密钥已失效，请重新获取' });
  });
});
