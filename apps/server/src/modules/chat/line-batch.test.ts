import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DIALECTS, recordingSql, statementShape, type TestDb } from '../../../test/db';
import { buildUser } from '../../../test/factories';
import type { NewLine } from './line-statements';
import { chatRepository } from './repository';

/**
 * Group commit of chat lines (line-batch.ts): the lines stored in one turn of the event loop go in
 * one insert, yet each caller gets its own id and role, in the order of the calls, and a bad line
 * fails alone.
 */
describe.each(DIALECTS)('chat lines stored together (%s)', (dialect) => {
  let db: TestDb;
  const roomId = 7;
  let anchorId: number;
  let managerId: number;
  let fanId: number;

  const line = (userId: number | null, content: string | null, over: Partial<NewLine> = {}): NewLine => ({
    room_id: roomId,
    match_id: null,
    user_id: userId,
    type: 'text',
    // A null content breaks the column's NOT NULL: the way to make one line of a group fail.
    content: content as string,
    created_at: Date.now(),
    nick_name: null,
    portrait: null,
    level: null,
    noble: null,
    extra: null,
    ...over,
  });
  const stored = (ids: number[]) =>
    db.db.selectFrom('chat_message').select(['id', 'user_id', 'content']).where('id', 'in', ids).orderBy('id').execute();

  beforeAll(async () => {
    db = await createTestDb(dialect);
    const person = async () => Number((await buildUser(db.db)).id);
    anchorId = await person();
    managerId = await person();
    fanId = await person();
    await db.db
      .insertInto('chat_manager')
      .values({ room_id: roomId, user_id: managerId, by_user_id: anchorId, created_at: 0, nick_name: '', portrait: '', by_nick_name: '' })
      .execute();
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('gives each of the lines sent in one tick its own id, in call order, and its author its role', async () => {
    const repo = chatRepository(db.db);
    const calls: [NewLine, boolean][] = [
      [line(anchorId, 'anchor'), false],
      [line(managerId, 'manager'), true],
      [line(fanId, 'fan'), true],
      [line(null, 'system'), false],
      [line(managerId, 'match page', { room_id: null, match_id: 9 }), false],
      [line(managerId, 'manager, role not asked'), false],
      [line(fanId, 'fan again'), true],
    ];
    const back = await Promise.all(calls.map(([row, withRole]) => repo.insertMessage(row, withRole)));
    expect(back.map((b) => b.manages)).toEqual([false, true, false, false, false, false, false]);
    const ids = back.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const rows = await stored(ids);
    expect(rows.map((r) => [Number(r.id), r.content])).toEqual(ids.map((id, i) => [id, calls[i]?.[0].content]));
  });

  it('stores the other lines of a group when one fails, and fails only that one', async () => {
    const repo = chatRepository(db.db);
    const results = await Promise.allSettled([
      repo.insertMessage(line(fanId, '第一句'), true),
      repo.insertMessage(line(fanId, null), true),
      repo.insertMessage(line(managerId, '第三句'), true),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const [first, , third] = results.map((r) => (r.status === 'fulfilled' ? r.value : null));
    expect(first?.manages).toBe(false);
    expect(third?.manages).toBe(true);
    const ids = [Number(first?.id), Number(third?.id)];
    expect(ids[0]).toBeLessThan(Number(ids[1]));
    expect((await stored(ids)).map((r) => r.content)).toEqual(['第一句', '第三句']);
  });

  it('runs one insert for 16 lines sent together', async () => {
    const rec = recordingSql(db.db);
    const repo = chatRepository(rec.db);
    const back = await Promise.all(Array.from({ length: 16 }, (_, i) => repo.insertMessage(line(fanId, `礼物 ${i}`), true)));
    expect(rec.sql.map(statementShape)).toEqual(['insert chat_message']);
    expect((await stored(back.map((b) => b.id))).map((r) => r.content)).toEqual(back.map((_, i) => `礼物 ${i}`));
  });
});
