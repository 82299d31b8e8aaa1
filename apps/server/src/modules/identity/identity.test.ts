import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserInfoSchema } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { buildSession } from '../../../test/factories';
import { identityRepository } from './repository';
import { SESSION_TTL_MS, identityService } from './service';

const NEED_LOGIN = { code: 401, success: false, message: '您还没有登录哦，请登录后查看！', data: null };

describe.each(DIALECTS)('identity API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
  });
  afterAll(() => t.close());

  const info = (headers: Record<string, string> = {}) => t.app.inject({ url: '/tapi/user/center/info?channelId=3&platform=1', headers });

  it('asks a visitor to log in', async () => {
    const res = await info();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NEED_LOGIN);
  });

  it('rejects an unknown token', async () => {
    const res = await info({ accesstoken: 'not-a-real-token' });
    expect(res.statusCode).toBe(401);
  });

  it('returns the SPEC user fields for the access-token header, with a masked mobile', async () => {
    const { user, token } = await buildSession(t.db.db, { user: { mobile: '13812345678', nick_name: '老球迷', level: null } });
    const res = await info({ accesstoken: token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    const data = ZUserInfoSchema.strict().parse(body.data);
    expect(data).toEqual({
      id: Number(user.id),
      nickName: '老球迷',
      portrait: '',
      level: null,
      levelIcon: '',
      isAnchor: 0,
      isExpert: 0,
      hasPassword: 0,
      description: '',
      fansCount: 0,
      mobile: '138****5678',
      hasPayPsw: false,
    });
    expect(res.body).not.toContain('13812345678');
  });

  it('reports roles, level and password state as stored', async () => {
    const { token } = await buildSession(t.db.db, { user: { is_anchor: 1, is_expert: 1, level: 12, password_hash: 'x', fans_count: 345 } });
    const data = (await info({ accesstoken: token })).json().data;
    expect(data).toMatchObject({ isAnchor: 1, isExpert: 1, level: 12, hasPassword: 1, fansCount: 345 });
  });

  it('reads the token from the auth cookie, bare or as JSON', async () => {
    const { user, token } = await buildSession(t.db.db);
    const bare = await info({ cookie: `auth=${token}` });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data.id).toBe(Number(user.id));
    const json = await info({ cookie: `auth=${encodeURIComponent(JSON.stringify({ token }))}` });
    expect(json.statusCode).toBe(200);
    expect(json.json().data.id).toBe(Number(user.id));
    expect((await info({ cookie: 'auth=%7B%22token%22%3A%22%22%7D' })).statusCode).toBe(401);
  });

  it('prefers the header over the cookie', async () => {
    const a = await buildSession(t.db.db);
    const b = await buildSession(t.db.db);
    const res = await info({ accesstoken: a.token, cookie: `auth=${b.token}` });
    expect(res.json().data.id).toBe(Number(a.user.id));
  });

  it('logs out once: 200, then 20001, and the token stops working', async () => {
    const { token } = await buildSession(t.db.db);
    const first = await t.app.inject({ url: '/tapi/user/logout', headers: { accesstoken: token, ...XHR } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 200, message: 'success', data: null });
    expect(first.headers['set-cookie']).toMatch(/^auth=;/);
    const second = await t.app.inject({ url: '/tapi/user/logout', headers: { accesstoken: token, ...XHR } });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ code: 20001, message: '已退出登录', data: null });
    expect((await info({ accesstoken: token })).statusCode).toBe(401);
  });

  it('answers a logout without any token with 20001', async () => {
    const res = await t.app.inject({ url: '/tapi/user/logout?userId=1', headers: XHR });
    expect(res.json().code).toBe(20001);
  });

  it('refuses a logout without the anti-CSRF header (a plain GET from an <img>) and keeps the session', async () => {
    const { token } = await buildSession(t.db.db);
    const res = await t.app.inject({ url: '/tapi/user/logout', headers: { cookie: `auth=${token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await info({ cookie: `auth=${token}` })).statusCode).toBe(200);
  });

  it('logging out one session leaves the other sessions of the user alive', async () => {
    const { user, token } = await buildSession(t.db.db);
    const other = await identityService(identityRepository(t.db.db)).createSession(Number(user.id));
    await t.app.inject({ url: '/tapi/user/logout', headers: { accesstoken: token, ...XHR } });
    expect((await info({ accesstoken: other })).statusCode).toBe(200);
  });

  it('rejects an expired session', async () => {
    const issuedLongAgo = () => Date.now() - SESSION_TTL_MS - 60_000;
    const { token } = await buildSession(t.db.db, { now: issuedLongAgo });
    expect((await info({ accesstoken: token })).json()).toEqual(NEED_LOGIN);
  });

  it('accepts a session until its expiry', async () => {
    const { token } = await buildSession(t.db.db, { ttlMs: 60_000 });
    expect((await info({ accesstoken: token })).statusCode).toBe(200);
  });
});

describe('state-changing requests need X-Requested-With', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s without the header is refused with 403', async (method) => {
    for (const prefix of ['/tapi', '/aapi', '/api']) {
      const res = await t.app.inject({ method, url: `${prefix}/anything`, payload: { a: 1 } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, success: false, message: '请求来源校验失败', data: null });
    }
  });

  it('a POST with the header reaches the router (404 for an unknown path)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/tapi/anything', headers: XHR, payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, success: false, message: '接口不存在' });
  });

  it('a wrong header value is refused too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/anything', headers: { 'x-requested-with': 'fetch' } });
    expect(res.statusCode).toBe(403);
  });

  it('GET needs no header', async () => {
    expect((await t.app.inject({ url: '/tapi/user/center/info' })).statusCode).toBe(401);
  });
});
