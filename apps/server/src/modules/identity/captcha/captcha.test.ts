import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ACCOUNT_LIMITS, aesEcbEncrypt } from '@sports/contracts';
import { DIALECTS } from '../../../../test/db';
import { createTestApp, type TestApp } from '../../../../test/app';
import { uniqueMobile } from '../../../../test/factories';
import { BIG_SMS_LIMITS, NO_LIMITS, handTrack, post } from '../../../../test/accounts';
import { geetestSignToken, geetestValidator } from './geetest';
import { characterPoints, clickWordImage, underRefreshButton } from './images';

type Point = { x: number; y: number };
/** A block-puzzle drop at `x` with the drag of a hand that made it. */
const drop = (x: number) => ({ x, y: 5, track: handTrack(x) });

describe.each(DIALECTS)('built-in captcha on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false, identity: { smsLimits: BIG_SMS_LIMITS, limiter: NO_LIMITS } });
  });
  afterAll(() => t.close());

  const get = async (captchaType: string) =>
    (await post(t, '/tapi/inform/captcha/get', { captchaType, clientUid: 'slider-1', ts: Date.now() })).json();
  const answer = async (token: string) =>
    JSON.parse(
      (await t.db.db.selectFrom('captcha_challenge').select('answer').where('token', '=', token).executeTakeFirstOrThrow()).answer,
    ) as Point | Point[];
  const check = async (captchaType: string, token: string, secretKey: string, points: unknown) =>
    (
      await post(t, '/tapi/inform/captcha/check', { captchaType, token, pointJson: await aesEcbEncrypt(JSON.stringify(points), secretKey) })
    ).json();

  it('block puzzle: 310×155 background, full-height piece, secretKey; the right x passes and yields a one-time verification', async () => {
    const r = await get('blockPuzzle');
    expect(r).toMatchObject({ repCode: '0000', success: true });
    const { originalImageBase64, jigsawImageBase64, token, secretKey } = r.repData;
    expect(secretKey).toHaveLength(16);
    const bg = await sharp(Buffer.from(originalImageBase64, 'base64')).metadata();
    expect([bg.format, bg.width, bg.height]).toEqual(['png', 310, 155]);
    const piece = await sharp(Buffer.from(jigsawImageBase64, 'base64')).metadata();
    expect(piece.height).toBe(155);
    const { x } = (await answer(token)) as Point;
    const point = drop(x + 5);
    const ok = await check('blockPuzzle', token, secretKey, point);
    expect(ok).toMatchObject({ repCode: '0000', success: true });
    // AJ-Captcha's convention: the client can compute the same verification itself (from the point, not the drag)
    expect(ok.repData.captchaVerification).toBe(await aesEcbEncrypt(`${token}---${JSON.stringify({ x: x + 5, y: 5 })}`, secretKey));
    // the token is spent
    expect(await check('blockPuzzle', token, secretKey, point)).toMatchObject({ repCode: '6201', success: false });
    // the verification opens one SMS request, then no more
    const v = ok.repData.captchaVerification;
    expect((await post(t, '/tapi/inform/send/sms/new', { mobile: uniqueMobile(), type: 3, captchaVerification: v })).json().code).toBe(200);
    expect((await post(t, '/tapi/inform/send/sms/new', { mobile: uniqueMobile(), type: 3, captchaVerification: v })).json().message).toBe(
      '安全验证已失效，请重新验证',
    );
  });

  it('block puzzle: a drop 7 or more away fails with 验证失败 and spends the token', async () => {
    const r = (await get('blockPuzzle')).repData;
    const { x } = (await answer(r.token)) as Point;
    expect(await check('blockPuzzle', r.token, r.secretKey, drop(x + 7))).toMatchObject({
      repCode: '6111',
      repMsg: '验证失败',
      success: false,
    });
    expect(await check('blockPuzzle', r.token, r.secretKey, drop(x))).toMatchObject({ repCode: '6201' });
  });

  it('click-word: three characters in order; wrong order or a bad pointJson fails', async () => {
    const r = await get('clickWord');
    expect(r.repCode).toBe('0000');
    expect(r.repData.wordList).toHaveLength(3);
    for (const w of r.repData.wordList) expect(w).toMatch(/^[\u4e00-\u9fa5]$/);
    const pts = (await answer(r.repData.token)) as Point[];
    expect(pts).toHaveLength(3);
    const ok = await check(
      'clickWord',
      r.repData.token,
      r.repData.secretKey,
      pts.map((p) => ({ x: p.x + 3, y: p.y - 3 })),
    );
    expect(ok).toMatchObject({ repCode: '0000', success: true });
    expect(ok.repData.captchaVerification).toBeTruthy();

    const r2 = (await get('clickWord')).repData;
    const p2 = (await answer(r2.token)) as Point[];
    expect((await check('clickWord', r2.token, r2.secretKey, [p2[1], p2[0], p2[2]])).repCode).toBe('6111');
    const r3 = (await get('clickWord')).repData;
    expect(
      (await post(t, '/tapi/inform/captcha/check', { captchaType: 'clickWord', token: r3.token, pointJson: 'not-base64-aes' })).json()
        .repCode,
    ).toBe('6111');
  });

  it('an expired or unknown token answers 6201; a wrong captchaType is a 400', async () => {
    const r = (await get('blockPuzzle')).repData;
    await t.db.db
      .updateTable('captcha_challenge')
      .set({ expires_at: Date.now() - 1 })
      .where('token', '=', r.token)
      .execute();
    expect((await check('blockPuzzle', r.token, r.secretKey, { x: 1, y: 5 })).repCode).toBe('6201');
    expect((await check('blockPuzzle', 'nope', r.secretKey, { x: 1, y: 5 })).repCode).toBe('6201');
    expect((await post(t, '/tapi/inform/captcha/get', { captchaType: 'rotate' })).statusCode).toBe(400);
  });

  it('a verification expires after 3 minutes', async () => {
    const r = (await get('blockPuzzle')).repData;
    const { x } = (await answer(r.token)) as Point;
    const v = (await check('blockPuzzle', r.token, r.secretKey, drop(x))).repData.captchaVerification;
    await t.db.db
      .updateTable('captcha_challenge')
      .set({ verification_expires_at: Date.now() - 1 })
      .where('token', '=', r.token)
      .execute();
    expect((await post(t, '/tapi/inform/send/sms/new', { mobile: uniqueMobile(), type: 3, captchaVerification: v })).json().message).toBe(
      '安全验证已失效，请重新验证',
    );
  });

  describe('login slide puzzle', () => {
    const puzzle = async () =>
      (await t.app.inject({ url: '/tapi/user/verification/sliding-verification?channelId=3&platform=1' })).json().data;
    const slide = (token: string, coox: number, track = handTrack(coox)) =>
      post(t, '/tapi/user/verification/sliding-verification/check', { token, coox, track });

    it('sends images and cooy but never the answer', async () => {
      const p = await puzzle();
      expect(p.tari).toMatch(/^data:image\/png;base64,/);
      expect(p.slii).toMatch(/^data:image\/png;base64,/);
      expect(p.coox).toBeNull();
      const { x, y } = (await answer(p.token)) as Point;
      expect(p.cooy).toBe(y);
      expect(JSON.stringify(p)).not.toContain(`"${x}"`);
      const bg = await sharp(Buffer.from(p.tari.split(',')[1], 'base64')).metadata();
      expect([bg.width, bg.height]).toEqual([p.width, p.height]);
    });

    it('passes within 6 units, once', async () => {
      const p = await puzzle();
      const { x } = (await answer(p.token)) as Point;
      const res = await slide(p.token, x - 6);
      expect(res.json().data.captchaVerification).toMatch(/^[\w-]{20,}$/);
      expect((await slide(p.token, x)).json()).toMatchObject({ code: 10027, message: '验证已失效，请重新拖动滑块' });
    });

    it('fails 7 units away with 验证失败：请正确拼合图像, and the puzzle is spent', async () => {
      const p = await puzzle();
      const { x } = (await answer(p.token)) as Point;
      expect((await slide(p.token, x + 7)).json()).toMatchObject({ code: 10026, message: '验证失败：请正确拼合图像' });
      expect((await slide(p.token, x)).json().code).toBe(10027);
    });

    it('refuses the right drop made by a script: no drag, a jump, constant speed, too fast, or a drag ending elsewhere', async () => {
      const linear = (x: number): [number, number][] => Array.from({ length: 21 }, (_, i) => [Math.round((x * i) / 20), i * 20]);
      const scripted: ((x: number) => [number, number][])[] = [
        () => [],
        (x) => [
          [0, 0],
          [x, 400],
        ],
        (x) => [
          [0, 0],
          [1, 20],
          [2, 40],
          [3, 60],
          [4, 80],
          [x, 500],
        ],
        linear,
        (x) => handTrack(x).map(([px, t]): [number, number] => [px, Math.round(t / 10)]),
        (x) => handTrack(x + 40),
        (x) => handTrack(x).map(([px, t]): [number, number] => [px, 700 - t]),
      ];
      for (const track of scripted) {
        const p = await puzzle();
        const { x } = (await answer(p.token)) as Point;
        expect((await slide(p.token, x, track(x))).json(), JSON.stringify(track(x))).toMatchObject({ code: 10026 });
        // …and the puzzle is spent: the script cannot try again with a better drag
        expect((await slide(p.token, x)).json().code).toBe(10027);
      }
      const p = await puzzle();
      const { x } = (await answer(p.token)) as Point;
      expect((await post(t, '/tapi/user/verification/sliding-verification/check', { token: p.token, coox: x })).statusCode).toBe(400);
    });

    it('the block puzzle refuses a right drop without a drag or with a constant-speed one', async () => {
      for (const track of [undefined, Array.from({ length: 21 }, (_, i) => [i * 10, i * 20])]) {
        const r = (await get('blockPuzzle')).repData;
        const { x } = (await answer(r.token)) as Point;
        const moved = track?.map(([, t], i) => [Math.round((x * i) / 20), t]);
        expect(await check('blockPuzzle', r.token, r.secretKey, { x, y: 5, track: moved })).toMatchObject({ repCode: '6111' });
      }
    });
  });
});

describe('captcha abuse limits', () => {
  it('more than 30 fetches a minute from one address answer 6202', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const codes: string[] = [];
      for (let i = 0; i < 31; i++)
        codes.push((await post(t, '/tapi/inform/captcha/get', { captchaType: 'blockPuzzle' }, {}, '10.1.1.1')).json().repCode);
      expect(codes.slice(0, 30).every((c) => c === '0000')).toBe(true);
      expect(codes[30]).toBe('6202');
      expect((await post(t, '/tapi/inform/captcha/get', { captchaType: 'blockPuzzle' }, {}, '10.1.1.2')).json().repCode).toBe('0000');
    } finally {
      await t.close();
    }
  });
});

describe('vendor captcha (GeeTest v4) validation', () => {
  const result = { captchaId: 'cid', captchaOutput: 'out', genTime: '1700000000', lotNumber: 'lot-123', passToken: 'pass' };

  it('signs lot_number with HMAC-SHA256 and accepts only result "success" from the fake vendor', async () => {
    const seen: { url: string | undefined; form: URLSearchParams }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push({ url: req.url, form });
        const lot = form.get('lot_number');
        const ok = lot !== null && form.get('sign_token') === geetestSignToken(lot, 'ckey') && form.get('pass_token') === 'pass';
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ status: 'success', result: ok ? 'success' : 'fail', reason: ok ? '' : 'pass_token expire' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const apiServer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(geetestSignToken('lot-123', 'ckey')).toMatch(/^[0-9a-f]{64}$/);
      expect(await geetestValidator({ captchaId: 'cid', captchaKey: 'ckey', apiServer })(result)).toBe(true);
      const [validated] = seen;
      assert.isDefined(validated);
      expect(validated.url).toBe('/validate?captcha_id=cid');
      expect(validated.form.get('captcha_output')).toBe('out');
      expect(validated.form.get('gen_time')).toBe('1700000000');
      expect(await geetestValidator({ captchaId: 'cid', captchaKey: 'other', apiServer })(result)).toBe(false);
      expect(await geetestValidator({ captchaId: 'cid', captchaKey: 'ckey', apiServer })({ ...result, passToken: 'x' })).toBe(false);
      expect(await geetestValidator({ captchaId: 'cid', captchaKey: 'ckey', apiServer })({ ...result, captchaId: 'another' })).toBe(false);
      expect(await geetestValidator({ captchaId: 'cid', captchaKey: 'ckey', apiServer: 'http://127.0.0.1:1' })(result)).toBe(false);

      // through the SMS call, with the switch on
      const t = await createTestApp({
        seed: false,
        env: { GEETEST_CAPTCHA_ID: 'cid', GEETEST_CAPTCHA_KEY: 'ckey', GEETEST_API_SERVER: apiServer },
        identity: { limiter: NO_LIMITS },
      });
      try {
        await t.db.db
          .insertInto('site_setting')
          .values({ key: 'cms.config', value: JSON.stringify({ jiyanSwitch: 1 }) })
          .execute();
        const send = (v: unknown) =>
          post(t, '/tapi/inform/send/sms/new', { mobile: uniqueMobile(), type: 3, captchaVerification: JSON.stringify(v) });
        expect((await send(result)).json().code).toBe(200);
        expect((await send({ ...result, passToken: 'forged' })).json().message).toBe('人机验证未通过，请重试');
      } finally {
        await t.close();
      }
    } finally {
      server.close();
    }
  });
});

describe('click-word image', () => {
  it('never puts a character under the 换一张 button in the top-right corner', () => {
    expect(underRefreshButton({ x: 300, y: 10 })).toBe(true);
    expect(underRefreshButton({ x: 20, y: 10 })).toBe(false);
    // The placement is checked many times without drawing; one drawn image uses it.
    for (let i = 0; i < 3000; i++)
      for (const p of characterPoints(ACCOUNT_LIMITS.clickWordCount + 1)) expect(underRefreshButton(p), JSON.stringify(p)).toBe(false);
    for (const p of clickWordImage().points) expect(underRefreshButton(p), JSON.stringify(p)).toBe(false);
  });
});
