import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingApp, UNLIMITED, XHR, type TestApp } from '../../../test/app';
import { DIALECTS, statementShape } from '../../../test/db';
import { buildRoom, buildSession } from '../../../test/factories';

/**
 * What one chat line costs the database, counted through the API (POST /api/chat/msg), so a
 * regression is caught before it shows in `npm run bench:money`. Slow mode and banned words are
 * read once per short period, not per line: the counted send follows a first one.
 */
describe.each(DIALECTS)('the statements of one chat line (%s)', (dialect) => {
  let t: TestApp & { sql: string[] };
  let roomId: number;
  let anchor: { id: number; token: string };
  let n = 0;

  const person = async (isAnchor = false) => {
    const s = await buildSession(t.db.db, { user: { nick_name: `聊天计数${dialect.slice(0, 2)}${++n}`, is_anchor: isAnchor ? 1 : 0 } });
    return { id: Number(s.user.id), token: s.token };
  };
  const say = async (who: { token: string }, content: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/msg',
      headers: { ...XHR, accesstoken: who.token },
      payload: { roomId, content },
    });
    expect(res.json().code, res.body).toBe(200);
    return res.json().data as { role: string };
  };
  /** The statements `fn` makes the app run, as shapes, sorted (reads asked for together may run in either order). */
  const statementsOf = async (fn: () => Promise<unknown>) => {
    t.sql.length = 0;
    await fn();
    return t.sql.map(statementShape).sort();
  };

  beforeAll(async () => {
    t = await createRecordingApp({ dialect, seed: false, counters: UNLIMITED });
    anchor = await person(true);
    roomId = await buildRoom(t.db.db, anchor.id, { is_live: 1 });
  }, 60_000);
  afterAll(() => t?.close());

  // The session with its user (1), the site-wide sanctions in one read (the user's mute or ban and the address's
  // ban together), the sender's mute in the room (whose anchor live read once, for the first line),
  // then the line, whose insert also says whether its author manages the room. The author is the
  // session's user, not read again; their noble rank was read for their first line and is kept a
  // moment (nobility's kept-ranks.ts).
  const FAN_LINE = ['select user_session', 'select user_sanction', 'select chat_forbid', 'insert chat_message'].sort();

  it("a fan's next line runs 4 statements: one sanctions read, the rank kept, no manager read of its own, the room and the author not read again", async () => {
    const fan = await person();
    await say(fan, '第一句');
    let role = '';
    expect(await statementsOf(async () => (role = (await say(fan, '主队加油')).role))).toEqual(FAN_LINE);
    expect(role).toBe('user');
  });

  it("the anchor's next line runs the same 4 (its role is the anchor's, whatever the insert answers)", async () => {
    await say(anchor, '欢迎大家');
    let role = '';
    expect(await statementsOf(async () => (role = (await say(anchor, '开播啦')).role))).toEqual(FAN_LINE);
    expect(role).toBe('anchor');
  });

  it("a manager's line still says manager", async () => {
    const manager = await person();
    await t.db.db
      .insertInto('chat_manager')
      .values({
        room_id: roomId,
        user_id: manager.id,
        by_user_id: anchor.id,
        created_at: Date.now(),
        nick_name: '',
        portrait: '',
        by_nick_name: '',
      })
      .execute();
    expect((await say(manager, '注意文明发言')).role).toBe('manager');
  });
});
