import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJson, sealJson } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { buildSession, buildUser } from '../../test/factories';
import { NO_LIMITS, sealed } from '../../test/accounts';
import { hashPassword } from '../modules/identity/password';
import { readOpenfootball } from '../modules/sports/test-data';

const KEY = randomBytes(32).toString('base64');

describe('request encryption (SPEC §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { BRAND: 'xingqiu', API_ENCRYPTION_KEYS: `jisu:${randomBytes(32).toString('base64')},xingqiu:${KEY}` },
      identity: { limiter: NO_LIMITS },
    });
  });
  afterAll(() => t.close());

  const seal = (path: string, query: Record<string, string>, body: unknown, ts = Date.now()) => sealJson({ path, query, body, ts }, KEY);

  it('a POST round trip: the encrypted password login answers encrypted, with the cookie set', async () => {
    const u = await buildUser(t.db.db, { password_hash: await hashPassword('secret123') });
    const body = { mode: 0, username: u.mobile, auto: 1, ...(await sealed(t, { password: 'secret123' })) };
    const res = await t.app.inject({
      method: 'POST',
      url: '/tapi/user/login',
      headers: XHR,
      payload: { encryptedData: await seal('/tapi/user/login', {}, body) },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['encryptedData']);
    expect(res.body).not.toContain('token');
    const answer = await openJson<{ code: number; data: { token: string } }>(res.json().encryptedData, KEY);
    expect(answer.code).toBe(200);
    expect(res.headers['set-cookie']).toContain(`auth=${answer.data.token}`);
  });

  it('a GET round trip with the query inside; errors come back encrypted too', async () => {
    const { token } = await buildSession(t.db.db, { user: { nick_name: '加密用户' } });
    const q = encodeURIComponent(await seal('/tapi/user/center/info', { channelId: '3', platform: '1' }, undefined));
    const res = await t.app.inject({ url: `/tapi/user/center/info?encryptedData=${q}`, headers: { accesstoken: token } });
    expect((await openJson<{ data: { nickName: string } }>(res.json().encryptedData, KEY)).data.nickName).toBe('加密用户');
    const q2 = encodeURIComponent(await seal('/tapi/user/check/nick-name', { nickName: '一二三四五六七八九十一' }, undefined));
    const bad = await t.app.inject({ url: `/tapi/user/check/nick-name?encryptedData=${q2}` });
    expect(bad.statusCode).toBe(400);
    expect(await openJson(bad.json().encryptedData, KEY)).toMatchObject({ code: 10028 });
  });

  it('a cached score list asked for encrypted comes back encrypted, never compressed', async () => {
    const q = encodeURIComponent(await seal('/tapi/live/football/v1_1/live', {}, undefined));
    const res = await t.app.inject({ url: `/tapi/live/football/v1_1/live?encryptedData=${q}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Object.keys(res.json())).toEqual(['encryptedData']);
    expect(await openJson(res.json().encryptedData, KEY)).toMatchObject({ code: 200, data: { list: [] } });
  });

  it('a kept data-centre answer (serialised once, kept as bytes) asked for encrypted comes back encrypted', async () => {
    const file = 'worldcup_2022.json';
    const { seasonId } = await t.app.sportsService.importOpenfootball(file, readOpenfootball(file));
    const ask = async (payload: object) => t.app.inject({ method: 'POST', url: '/tapi/live/fb/stats/season', headers: XHR, payload });
    const plain = await ask({ seasonId });
    expect(plain.json()).toMatchObject({ code: 200, data: { seasonId } });
    // Asked again encrypted: the kept answer now, sealed as any other.
    const res = await ask({ encryptedData: await seal('/tapi/live/fb/stats/season', {}, { seasonId }) });
    expect(Object.keys(res.json())).toEqual(['encryptedData']);
    expect(await openJson(res.json().encryptedData, KEY)).toEqual(plain.json());
  });

  it('plain requests still work', async () => {
    const res = await t.app.inject({ url: '/tapi/user/key/getDynamicKey' });
    expect(res.json().data.key).toHaveLength(16);
  });

  it('refuses another path, a stale timestamp, a tampered or foreign payload', async () => {
    const post = async (encryptedData: string) =>
      (await t.app.inject({ method: 'POST', url: '/tapi/user/login', headers: XHR, payload: { encryptedData } })).json();
    const refused = { code: 10045, success: false, message: '请求解密失败', data: null };
    expect(await post(await seal('/tapi/user/register', {}, { mode: 0 }))).toEqual(refused);
    expect(await post(await seal('/tapi/user/login', {}, { mode: 0 }, Date.now() - 13 * 3600_000))).toEqual(refused);
    const good = Buffer.from(await seal('/tapi/user/login', {}, { mode: 0 }), 'base64');
    good.writeUInt8(good.readUInt8(20) ^ 1, 20);
    expect(await post(good.toString('base64'))).toEqual(refused);
    expect(
      await post(await sealJson({ path: '/tapi/user/login', query: {}, body: {}, ts: Date.now() }, randomBytes(32).toString('base64'))),
    ).toEqual(refused);
  });

  it('uploads skip encryption', async () => {
    const { token } = await buildSession(t.db.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/tapi/user/common/multiUploadBase64',
      headers: { ...XHR, accesstoken: token },
      payload: { encryptedData: await seal('/tapi/user/common/multiUploadBase64', {}, { files: ['x'] }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请求解密失败');
  });
});

describe('request encryption off', () => {
  it('refuses encrypted data when the brand has no key', async () => {
    const t = await createTestApp({ seed: false, env: { BRAND: 'lvyin', API_ENCRYPTION_KEYS: `xingqiu:${KEY}` } });
    try {
      const payload = { encryptedData: await sealJson({ path: '/tapi/user/login', query: {}, body: {}, ts: Date.now() }, KEY) };
      const res = await t.app.inject({ method: 'POST', url: '/tapi/user/login', headers: XHR, payload });
      expect(res.json().code).toBe(10045);
    } finally {
      await t.close();
    }
  });

  it('a malformed key in the configuration stops the start', async () => {
    await expect(createTestApp({ seed: false, env: { API_ENCRYPTION_KEYS: 'xingqiu:short' } })).rejects.toThrow(/32 bytes/);
  });
});
