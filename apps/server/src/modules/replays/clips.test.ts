import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@sports/contracts';
import { XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { auth, replaysWorld } from '../../../test/replays-world';
import { buildSession } from '../../../test/factories';
import { walletModule } from '../wallet';
import { replaysRepository } from './repository';

const T0 = Date.UTC(2025, 2, 10, 4, 0, 0);

describe.each(DIALECTS)('highlights on %s', (dialect) => {
  const world = replaysWorld(dialect, 'clips');
  let t: TestApp;
  let dataDir: string;
  beforeAll(() => {
    t = world.app();
    dataDir = world.dataDir();
  });

  async function anchorReplay() {
    const { a, roomId } = await world.anchorRoom();
    const info = { roomId };
    const key = `${info.roomId}/${T0}-x.flv`;
    mkdirSync(path.join(dataDir, 'replays', String(info.roomId)), { recursive: true });
    writeFileSync(path.join(dataDir, 'replays', key), Buffer.alloc(100));
    const replayId = await replaysRepository(t.db.db).insert({
      room_id: info.roomId,
      anchor_id: Number(a.user.id),
      match_id: null,
      title: '中超第5轮 上海海港 vs 山东泰山',
      state: 'ready',
      file_key: key,
      started_at: T0,
      ended_at: T0 + 90_000,
      duration_ms: 90_000,
      size_bytes: 100,
    });
    return { a, roomId: info.roomId, replayId };
  }

  /** A clip row with a small file (cutting itself is checked with a real recording in recording.test.ts). */
  async function clip(o: { replayId: number; roomId: number; anchorId: number; price: number; title?: string; type?: number }) {
    const key = `${o.roomId}/clips/${Math.random().toString(16).slice(2)}.flv`;
    mkdirSync(path.join(dataDir, 'replays', String(o.roomId), 'clips'), { recursive: true });
    writeFileSync(path.join(dataDir, 'replays', key), Buffer.from('FLV clip bytes'));
    const r = await t.db.db
      .insertInto('replay_clip')
      .values({
        replay_id: o.replayId,
        room_id: o.roomId,
        anchor_id: o.anchorId,
        match_id: null,
        title: o.title ?? '武磊禁区抢点破门',
        type: o.type ?? 1,
        start_ms: 10_000,
        duration_ms: 8000,
        file_key: key,
        size_bytes: 14,
        price: o.price,
        state: 'ready',
        created_by: o.anchorId,
        created_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  const balance = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/tapi/pay/balances', headers: auth(token) })).json().data.balance as number;

  it('an anchor cuts only their own replays, within the recording, start before end', async () => {
    const { a, replayId } = await anchorReplay();
    const cut = (token: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/back/clip',
        headers: { ...XHR, ...auth(token) },
        payload: { replayId, startMs: 1000, endMs: 5000, title: '精彩扑救', type: 2, ...body },
      });
    expect((await cut(a.token, { startMs: 5000, endMs: 5000 })).json()).toMatchObject({
      code: MESSAGES.CLIP_RANGE_INVALID.code,
      message: '剪辑起点必须早于终点',
    });
    expect((await cut(a.token, { startMs: 6000, endMs: 2000 })).json().code).toBe(MESSAGES.CLIP_RANGE_INVALID.code);
    expect((await cut(a.token, { endMs: 95_000 })).json().code).toBe(MESSAGES.CLIP_BEYOND_REPLAY.code);
    expect((await cut(a.token, { title: '' })).json().code).toBe(MESSAGES.BAD_REQUEST.code);
    expect((await cut(a.token, { price: -1 })).json().code).toBe(MESSAGES.BAD_REQUEST.code);
    expect((await cut(a.token, { replayId: 987654 })).json().code).toBe(MESSAGES.REPLAY_NOT_FOUND.code);
    const other = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    expect((await cut(other.token, {})).json()).toMatchObject({ code: MESSAGES.CLIP_NOT_OWNER.code });
    const clips = await t.db.db.selectFrom('replay_clip').select('id').where('replay_id', '=', replayId).execute();
    expect(clips).toHaveLength(0);
  });

  it('lists clips by type and title, newest first', async () => {
    const { a, roomId, replayId } = await anchorReplay();
    const base = { replayId, roomId, anchorId: Number(a.user.id), price: 0 };
    const goal = await clip({ ...base, title: '梅西任意球直接破门', type: 1 });
    const save = await clip({ ...base, title: '门将神级扑救', type: 2 });
    const list = (q: string) => t.app.inject({ method: 'GET', url: `/tapi/inform/movie-highlights?${q}` }).then((r) => r.json().data);
    expect((await list('type=2&pageNum=1&pageSize=50')).list.map((c: { id: number }) => c.id)).toContain(save);
    expect((await list('type=2&pageNum=1&pageSize=50')).list.map((c: { id: number }) => c.id)).not.toContain(goal);
    const byTitle = await list(`backTitle=${encodeURIComponent('任意球')}`);
    expect(byTitle.list.map((c: { id: number }) => c.id)).toEqual([goal]);
    expect(byTitle.list[0]).toMatchObject({ typeName: '进球', duration: 8, price: 0, anchorNickName: a.user.nick_name });
    expect((await list(`backTitle=${encodeURIComponent('%')}`)).totalNumber).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/tapi/inform/movie-highlights?type=9' })).json().code).toBe(
      MESSAGES.BAD_REQUEST.code,
    );
    expect((await t.app.inject({ method: 'GET', url: '/tapi/inform/movie-highlights/detail?id=987654' })).json().code).toBe(
      MESSAGES.CLIP_NOT_FOUND.code,
    );
  });

  it('a priced clip is bought once through the ledger, and only then plays', async () => {
    const { a, roomId, replayId } = await anchorReplay();
    const id = await clip({ replayId, roomId, anchorId: Number(a.user.id), price: 30 });
    const fan = await buildSession(t.db.db);
    const detail = (token?: string) =>
      t.app
        .inject({ method: 'GET', url: `/tapi/inform/movie-highlights/detail?id=${id}`, headers: token ? auth(token) : {} })
        .then((r) => r.json());
    const pay = (token: string | null, headers: Record<string, string> = XHR) =>
      t.app.inject({
        method: 'GET',
        url: `/tapi/inform/movie-highlights/pay?id=${id}`,
        headers: { ...headers, ...(token ? auth(token) : {}) },
      });
    const file = (token?: string) => t.app.inject({ method: 'GET', url: `/flv/clip/${id}.flv`, headers: token ? auth(token) : {} });

    expect((await detail(fan.token)).data).toMatchObject({ price: 30, paid: 0, src: null });
    expect((await file(fan.token)).statusCode).toBe(403);
    expect((await file()).statusCode).toBe(403);
    // the anchor plays their own
    expect((await detail(a.token)).data.src).toBe(`/flv/clip/${id}.flv`);
    expect((await file(a.token)).statusCode).toBe(200);

    expect((await pay(null)).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    expect((await pay(fan.token, {})).statusCode).toBe(403);
    expect((await pay(fan.token)).json()).toMatchObject({ code: MESSAGES.INSUFFICIENT_BALANCE.code, message: '余额不足' });
    expect(await t.db.db.selectFrom('replay_clip_purchase').selectAll().where('clip_id', '=', id).execute()).toHaveLength(0);

    const wallet = walletModule(t.db.db).service;
    await wallet.credit(Number(fan.user.id), 100, 'test');
    const paid = (await pay(fan.token)).json();
    expect(paid).toMatchObject({ code: 200, data: { paid: 1, src: `/flv/clip/${id}.flv` } });
    expect(await balance(fan.token)).toBe(70);
    const twice = (await pay(fan.token)).json();
    expect(twice).toMatchObject({ code: MESSAGES.CLIP_PAID_ALREADY.code });
    expect(await balance(fan.token)).toBe(70);
    const res = await file(fan.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private/);
    const journals = await t.db.db.selectFrom('wallet_journal').selectAll().where('ref', '=', `clip:${id}:${fan.user.id}`).execute();
    expect(journals).toHaveLength(1);
    const [journal] = journals;
    assert.isDefined(journal);
    expect(Number(journal.trade_type)).toBe(17);
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('paying at the same moment twice charges once', async () => {
    const { a, roomId, replayId } = await anchorReplay();
    const id = await clip({ replayId, roomId, anchorId: Number(a.user.id), price: 25 });
    const fan = await buildSession(t.db.db);
    await walletModule(t.db.db).service.credit(Number(fan.user.id), 100, 'test');
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app
          .inject({ method: 'GET', url: `/tapi/inform/movie-highlights/pay?id=${id}`, headers: { ...XHR, ...auth(fan.token) } })
          .then((r) => r.json().code),
      ),
    );
    expect(answers.filter((c) => c === 200)).toHaveLength(1);
    expect(await balance(fan.token)).toBe(75);
  });

  it('a free clip needs no purchase', async () => {
    const { a, roomId, replayId } = await anchorReplay();
    const id = await clip({ replayId, roomId, anchorId: Number(a.user.id), price: 0 });
    const fan = await buildSession(t.db.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/tapi/inform/movie-highlights/pay?id=${id}`,
      headers: { ...XHR, ...auth(fan.token) },
    });
    expect(res.json().code).toBe(MESSAGES.CLIP_FREE.code);
    expect((await t.app.inject({ method: 'GET', url: `/flv/clip/${id}.flv` })).statusCode).toBe(200);
  });
});
