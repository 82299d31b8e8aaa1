import type { Kysely } from 'kysely';
import { must } from '@sports/contracts/indexed';
import { statement } from '../../../db/compiled';
import type { Database } from '../../../db/schema';

/** A gift send's own statements, each compiled once (db/compiled.ts): a send is the busiest money path. */

const giftStatement = statement((db, a: { id: number }) => db.selectFrom('wallet_gift').selectAll().where('id', '=', a.id));

/** One gift of the catalogue (disabled ones too), or undefined. */
export async function giftById(db: Kysely<Database>, id: number) {
  return (await giftStatement(db, { id })).rows[0];
}

/** A send as it is recorded; its combo is worked out by the insert itself. */
export interface SendRecord {
  senderId: number;
  anchorId: number;
  roomId: number;
  giftId: number;
  giftName: string;
  currency: string;
  price: number;
  count: number;
  total: number;
  anchorShare: number;
  createdAt: number;
  /** Sends at or after this time continue the sender's combo. */
  comboSince: number;
  /** The combo id of the send if it starts a new combo. */
  newComboId: string;
}

/** Never: a send whose combo cannot continue a recorded one (its sender's previous send is in the same insert). */
const NEVER = Number.MAX_SAFE_INTEGER;

/** A row of the insert: the send, with how its combo continues (see `insertSends`). */
type SendRow = SendRecord & { offset: number };

function sendsStatement(count: number) {
  return statement((db, a: { rows: readonly SendRow[] }) =>
    db
      .insertInto('wallet_gift_record')
      .values((eb) =>
        Array.from({ length: count }, (_, i) => {
          const r = must(a.rows[i], 'a send');
          // The sender's last recorded send, when it is the same gift to the same room since `comboSince`.
          const continued = () =>
            eb
              .selectFrom('wallet_gift_record as last')
              .where(
                'last.id',
                '=',
                eb
                  .selectFrom('wallet_gift_record as mine')
                  .select((m) => m.fn.max('mine.id').as('id'))
                  .where('mine.sender_id', '=', r.senderId),
              )
              .where('last.room_id', '=', r.roomId)
              .where('last.gift_id', '=', r.giftId)
              .where('last.created_at', '>=', r.comboSince);
          return {
            sender_id: r.senderId,
            anchor_id: r.anchorId,
            room_id: r.roomId,
            gift_id: r.giftId,
            gift_name: r.giftName,
            currency: r.currency,
            price: r.price,
            count: r.count,
            total: r.total,
            anchor_share: r.anchorShare,
            combo_id: eb.fn.coalesce(continued().select('last.combo_id'), eb.val(r.newComboId)),
            combo_count: eb(
              eb.fn.coalesce(
                continued().select((l) => l('last.combo_count', '+', 1).as('n')),
                eb.lit(1),
              ),
              '+',
              r.offset,
            ),
            created_at: r.createdAt,
          };
        }),
      )
      .returning(['id', 'sender_id', 'room_id', 'gift_id', 'count', 'combo_id', 'combo_count']),
  );
}
const sendsStatements = new Map<number, ReturnType<typeof sendsStatement>>();

/** A recorded send: its row's id and its combo. */
export interface RecordedSend {
  recordId: number;
  comboId: string;
  comboCount: number;
}

/**
 * Records sends in one statement, in order, each continuing its sender's combo (the same gift to
 * the same room since its `comboSince`: the last send's combo id, its count plus one) or starting
 * one. Every row's subqueries read the table as it was before the statement (SQLite writes the rows
 * of an insert that reads its own table after reading them all; PostgreSQL reads one snapshot), so
 * a send whose sender has an earlier send in the same insert continues that one through its
 * `offset`: the same recorded combo (or the same new id) and its count plus the sends between.
 * Inside the booking's transaction, so the last sends are read as it sees them.
 */
export async function insertSends(trx: Kysely<Database>, records: readonly SendRecord[]): Promise<RecordedSend[]> {
  const previous = new Map<number, SendRow>();
  const rows = records.map((r): SendRow => {
    const p = previous.get(r.senderId);
    let row: SendRow;
    if (!p) row = { ...r, offset: 0 };
    else if (p.roomId === r.roomId && p.giftId === r.giftId && p.createdAt >= r.comboSince)
      row = { ...r, comboSince: p.comboSince, newComboId: p.newComboId, offset: p.offset + 1 };
    else row = { ...r, comboSince: NEVER, offset: 0 };
    previous.set(r.senderId, row);
    return row;
  });
  let run = sendsStatements.get(rows.length);
  if (!run) sendsStatements.set(rows.length, (run = sendsStatement(rows.length)));
  // Rows come back in no promised order: by id they are in the insert's order, which is checked.
  const back = (await run(trx, { rows })).rows.sort((a, b) => Number(a.id) - Number(b.id));
  return rows.map((r, i) => {
    const b = back[i];
    if (
      !b ||
      Number(b.sender_id) !== r.senderId ||
      Number(b.room_id) !== r.roomId ||
      Number(b.gift_id) !== r.giftId ||
      Number(b.count) !== r.count
    )
      throw new Error('gift records came back out of order');
    return { recordId: Number(b.id), comboId: b.combo_id, comboCount: Number(b.combo_count) };
  });
}
