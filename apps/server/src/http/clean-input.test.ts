import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanStrings, cleanText } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { buildSession } from '../../test/factories';

describe('the text rule', () => {
  it('removes control characters, bidi overrides and broken surrogates, keeps lines, then NFC', () => {
    expect(cleanText('a\u0000b\u0007c')).toBe('abc');
    expect(cleanText('\u202Eevil\u202C name\u2066')).toBe('evil name');
    expect(cleanText('x\uD800y\uDC00z')).toBe('xyz');
    expect(cleanText('😀 ok')).toBe('😀 ok');
    expect(cleanText('line1\r\nline2\tend')).toBe('line1\nline2\tend');
    expect(cleanText('e\u0301')).toBe('\u00E9');
  });

  it('returns what it leaves unchanged as it is, and copies the rest without touching the original', () => {
    const plain = { type: 'end', ids: ['1', '2'], n: 3, nested: { a: 'b' } };
    expect(cleanStrings(plain)).toBe(plain);
    const dirty = { a: 'ok', b: ['x', 'y\u0000', 'z'], c: 'w' };
    expect(cleanStrings(dirty)).toEqual({ a: 'ok', b: ['x', 'y', 'z'], c: 'w' });
    expect(dirty.b[1]).toBe('y\u0000');
    expect(cleanStrings({ first: 1, ['k\u202E']: 2, last: 3 })).toEqual({ first: 1, k: 2, last: 3 });
  });
});

describe.each(DIALECTS)('user text on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  }, 60_000);
  afterAll(() => t?.close());

  it('a NUL in a query or body is no server error', async () => {
    for (const url of ['/api/room/page?word=a%00b', '/tapi/user/check/nick-name?nickName=a%00b']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const { token } = await buildSession(t.db.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/tapi/pay/recharge/orders',
      payload: { status: 'pending\u0000', page: 1, pageSize: 10 },
      headers: { ...XHR, accesstoken: token },
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('stores nicknames without control or bidi-override characters, and checks the length after cleaning', async () => {
    const { token, user } = await buildSession(t.db.db);
    const update = (n: string) =>
      t.app.inject({ url: `/tapi/user/center/updateNickName?nickName=${encodeURIComponent(n)}`, headers: { ...XHR, accesstoken: token } });
    expect((await update('\u202Eabc\u0000d')).json().code).toBe(200);
    const row = await t.db.db.selectFrom('app_user').select('nick_name').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.nick_name).toBe('abcd');
    // ten visible characters plus invisible ones fit the 1-10 rule; only invisible ones are empty
    expect((await update('一二三四五六七八九十\u200E\u202E')).json().code).toBe(200);
    expect((await update('\u202E\u0000')).json().code).toBe(10028);
  });
});
