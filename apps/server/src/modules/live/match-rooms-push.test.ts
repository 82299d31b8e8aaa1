import { afterAll, assert, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchTopic, type TAnchorCard } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { buildSession } from '../../../test/factories';
import { buildMatch } from '../../../test/sports-factories';

// A match page's live rooms follow the rooms: the match topic says `rooms` whenever a room bound to
// it goes live or offline, or a room is bound to it or leaves it, and the call then answers the new list.
describe.each(DIALECTS)('live rooms of a match pushed on its topic on %s', (dialect) => {
  let t: TestApp;
  let anchor: { token: string; id: number; roomId: number };
  let first: number;
  let second: number;

  const roomsOf = async (matchId: number) =>
    ((await t.app.inject({ url: `/api/match/pcAnchorByMatch?matchId=${matchId}&matchType=1` })).json().data as TAnchorCard[])
      .filter((a) => a.isLive === 1)
      .map((a) => a.userId);
  /** The `rooms` messages of a topic after `since` (published right after the change: waited for a moment). */
  const roomsMessages = async (matchId: number, since: number) => {
    const read = async () =>
      ((await t.app.liveBus.replay(matchTopic(matchId), since)) ?? []).filter((e) => e.type === 'rooms').map((e) => e.data);
    await vi.waitFor(async () => expect((await read()).length).toBeGreaterThan(0), { timeout: 300 }).catch(() => undefined);
    return read();
  };
  const seqOf = async (matchId: number) => (await t.app.liveBus.head(matchTopic(matchId))).seq;
  const bind = async (matchId: number | null) => {
    const navs = (await t.app.inject({ url: '/api/nav/list' })).json().data as { id: number; name: string }[];
    const football = navs.find((n) => n.name === '足球');
    assert.isDefined(football);
    const navId = football.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/room/update',
      headers: { ...XHR, accesstoken: anchor.token },
      payload: { title: '今晚直播', cover: '', navId, matchId, notice: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const s = await buildSession(t.db.db, { user: { is_anchor: 1, nick_name: '推送主播' } });
    anchor = { token: s.token, id: Number(s.user.id), roomId: await t.app.live.ensureRoom(Number(s.user.id), '推送主播') };
    first = await buildMatch(t.db.db, { kickoff_at: Date.now() - 600_000, state: 2 });
    second = await buildMatch(t.db.db, { kickoff_at: Date.now() - 600_000, state: 2 });
  });
  afterAll(() => t.close());

  it('says rooms when a bound room goes live and offline, and the call follows', async () => {
    await bind(first);
    let since = await seqOf(first);
    await t.app.live.setLive(anchor.roomId, true);
    expect(await roomsMessages(first, since)).toEqual([{ matchId: first }]);
    expect(await roomsOf(first)).toEqual([anchor.id]);
    // Going live twice changes nothing and says nothing.
    since = await seqOf(first);
    await t.app.live.setLive(anchor.roomId, true);
    expect(await roomsMessages(first, since)).toEqual([]);
    await t.app.live.setLive(anchor.roomId, false);
    expect(await roomsMessages(first, since)).toEqual([{ matchId: first }]);
    expect(await roomsOf(first)).toEqual([]);
  });

  it('says rooms on both matches when a live room moves from one to the other', async () => {
    await t.app.live.setLive(anchor.roomId, true);
    const [sinceFirst, sinceSecond] = [await seqOf(first), await seqOf(second)];
    await bind(second);
    expect(await roomsMessages(first, sinceFirst)).toEqual([{ matchId: first }]);
    expect(await roomsMessages(second, sinceSecond)).toEqual([{ matchId: second }]);
    expect(await roomsOf(first)).toEqual([]);
    expect(await roomsOf(second)).toEqual([anchor.id]);
    // Saving the room with the same match again says nothing.
    const again = await seqOf(second);
    await bind(second);
    expect(await roomsMessages(second, again)).toEqual([]);
    await bind(null);
    expect(await roomsMessages(second, again)).toEqual([{ matchId: second }]);
    expect(await roomsOf(second)).toEqual([]);
  });
});
