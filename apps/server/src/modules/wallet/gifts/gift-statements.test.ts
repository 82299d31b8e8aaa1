import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomTopic, type TChatMessage, type TGift, type TLiveEvent } from '@sports/contracts';
import { createRecordingApp, UNLIMITED, XHR, type TestApp } from '../../../../test/app';
import { DIALECTS, statementShape } from '../../../../test/db';
import { buildRoom, buildSession } from '../../../../test/factories';
import { walletRepository } from '../repository';
import { walletService } from '../service';

/**
 * What one gift costs the database, counted through the API: a regression (a row read twice, a
 * ledger row per statement again, a whole manager list read for one line) fails here before it
 * shows in `npm run bench:money`. Transaction control (begin/commit) is not counted.
 */
describe.each(DIALECTS)('the statements of one gift (%s)', (dialect) => {
  let t: TestApp & { sql: string[] };
  let roomId: number;
  let gifts: TGift[];
  let n = 0;

  const wallet = () => walletService(walletRepository(t.db.db));
  const person = async () => {
    const s = await buildSession(t.db.db, { user: { nick_name: `计数${dialect.slice(0, 2)}${++n}` } });
    const id = Number(s.user.id);
    await wallet().credit(id, 10_000, 'test');
    return { id, token: s.token };
  };
  const send = (who: { token: string }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/tapi/pay/gift', headers: { ...XHR, accesstoken: who.token }, payload });
  /** The statements `fn` makes the app run, as shapes, sorted (reads asked for together may run in either order). */
  const statementsOf = async (fn: () => Promise<unknown>) => {
    t.sql.length = 0;
    await fn();
    return t.sql.map(statementShape).sort();
  };
  const giftOf = (currency: 'diamond' | 'ticket') => {
    const g = gifts.find((x) => x.currency === currency && x.price > 0);
    if (!g) throw new Error(`no ${currency} gift in the catalogue`);
    return g;
  };

  beforeAll(async () => {
    t = await createRecordingApp({ dialect, seed: false, counters: UNLIMITED });
    const anchor = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    // An anchor's account exists before the counted gifts (one opened on first use costs three more).
    await wallet().openAccount(Number(anchor.user.id));
    roomId = await buildRoom(t.db.db, Number(anchor.user.id), { is_live: 1 });
    gifts = (await t.app.inject({ url: '/api/chat/gift/all' })).json().data;
  }, 60_000);
  afterAll(() => t?.close());

  // The session with its user (1), the gift (the room's anchor is read by live once per room and process: for the
  // room's first gift), the booking (5: the sender's and the anchor's balances, the gift's row, whose insert also
  // continues the sender's combo, the journal, every ledger row in one insert; a group of gifts booked together
  // shares them, booking.ts), the chat line (the line, whose insert also reads the author's role; the author is the
  // session's user, not read again; their noble rank is read for their first line and kept a moment).
  const DIAMOND_GIFT = [
    'select user_session',
    'select wallet_gift',
    'update wallet_account',
    'update wallet_account',
    'insert wallet_gift_record',
    'insert wallet_journal',
    'insert wallet_ledger',
    'insert chat_message',
  ].sort();

  it("books a diamond gift and shows it in chat in 8 statements (10 for a sender's first gift, in the room's first): the sender read once, the ledger rows in one insert", async () => {
    const fan = await person();
    const g = giftOf('diamond');
    const records: number[] = [];
    const sendOne = async (count: number) => {
      const res = (await send(fan, { roomId, giftId: g.id, count })).json();
      expect(res.code, JSON.stringify(res)).toBe(200);
      records.push(res.data.recordId);
    };
    expect(await statementsOf(() => sendOne(2))).toEqual([...DIAMOND_GIFT, 'select live_room', 'select noble_membership'].sort());
    // The combo's next send costs the room's read and the rank's less.
    expect(await statementsOf(() => sendOne(2))).toEqual(DIAMOND_GIFT);
    // Each journal still has its three entries, and the books balance.
    const rows = await t.db.db
      .selectFrom('wallet_ledger')
      .innerJoin('wallet_journal', 'wallet_journal.id', 'wallet_ledger.journal_id')
      .select(['wallet_journal.ref', 'wallet_ledger.user_id'])
      .where(
        'wallet_journal.ref',
        'in',
        records.map((id) => `gift:${id}`),
      )
      .execute();
    expect(rows).toHaveLength(6);
    expect((await wallet().check()).problems).toEqual([]);
  });

  it('books a ticket gift in 8 statements (one account moves; a new sender: the rank read)', async () => {
    const fan = await person();
    await wallet().post({
      ref: `test-tickets:${fan.id}`,
      tradeType: 7,
      entries: [
        { userId: fan.id, tradeType: 7, ticket: 100 },
        { userId: null, tradeType: 7, ticket: -100 },
      ],
    });
    const g = giftOf('ticket');
    const ran = await statementsOf(async () => expect((await send(fan, { roomId, giftId: g.id, count: 1 })).json().code).toBe(200));
    const oneAccount = [...DIAMOND_GIFT, 'select noble_membership'].sort();
    oneAccount.splice(oneAccount.indexOf('update wallet_account'), 1);
    expect(ran).toEqual(oneAccount);
  });

  it('a refused gift stops at the reads: nothing booked, no line', async () => {
    const fan = await person();
    const ran = await statementsOf(async () =>
      expect((await send(fan, { roomId: 999_999, giftId: giftOf('diamond').id })).json().code).not.toBe(200),
    );
    expect(ran).toEqual(['select live_room', 'select user_session', 'select wallet_gift']);
  });

  it("a room manager's gift line still says manager (the role is read for its author only)", async () => {
    const fan = await person();
    await t.db.db
      .insertInto('chat_manager')
      .values({
        room_id: roomId,
        user_id: fan.id,
        by_user_id: fan.id,
        created_at: Date.now(),
        nick_name: '',
        portrait: '',
        by_nick_name: '',
      })
      .execute();
    const pushed: TLiveEvent[] = [];
    const off = t.app.liveBus.onEvent((e) => pushed.push(e.event));
    expect((await send(fan, { roomId, giftId: giftOf('diamond').id, count: 1 })).json().code).toBe(200);
    off();
    const line = pushed.find((e) => e.type === 'gift' && e.topic === roomTopic(roomId))?.data as TChatMessage | undefined;
    expect(line).toMatchObject({ type: 'gift', userId: fan.id, role: 'manager' });
  });
});
