import type { Kysely } from 'kysely';
import { firstRow, statement } from '../../../db/compiled';
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

const insertSendStatement = statement((db, a: SendRecord) =>
  db
    .insertInto('wallet_gift_record')
    .values((eb) => {
      // The sender's last send, when it is the same gift to the same room within the combo window.
      const continued = () =>
        eb
          .selectFrom('wallet_gift_record as last')
          .where(
            'last.id',
            '=',
            eb
              .selectFrom('wallet_gift_record as mine')
              .select((m) => m.fn.max('mine.id').as('id'))
              .where('mine.sender_id', '=', a.senderId),
          )
          .where('last.room_id', '=', a.roomId)
          .where('last.gift_id', '=', a.giftId)
          .where('last.created_at', '>=', a.comboSince);
      return {
        sender_id: a.senderId,
        anchor_id: a.anchorId,
        room_id: a.roomId,
        gift_id: a.giftId,
        gift_name: a.giftName,
        currency: a.currency,
        price: a.price,
        count: a.count,
        total: a.total,
        anchor_share: a.anchorShare,
        combo_id: eb.fn.coalesce(continued().select('last.combo_id'), eb.val(a.newComboId)),
        combo_count: eb.fn.coalesce(
          continued().select((l) => l('last.combo_count', '+', 1).as('n')),
          eb.lit(1),
        ),
        created_at: a.createdAt,
      };
    })
    .returning(['id', 'combo_id', 'combo_count']),
);

/**
 * Records a send in one statement, continuing the sender's combo (the same gift to the same room
 * since `comboSince`: the last send's combo id, its count plus one) or starting one. In the
 * booking's transaction, so it reads the sender's last send as the transaction sees it.
 */
export async function insertSend(trx: Kysely<Database>, record: SendRecord) {
  const row = await firstRow(insertSendStatement(trx, record), 'a gift record insert');
  return { recordId: Number(row.id), comboId: row.combo_id, comboCount: Number(row.combo_count) };
}
