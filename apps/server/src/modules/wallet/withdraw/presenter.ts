import { DRAW_TYPES, WITHDRAW_STATUS, type TSavedAccount, type TWithdrawal } from '@sports/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../../db/schema';

/** Withdrawals' one home for presenting rows in their wire shapes. */

type WithdrawalRow = Selectable<Database['wallet_withdrawal']>;
type CardRow = Selectable<Database['wallet_card']>;

export function toWithdrawal(r: WithdrawalRow): TWithdrawal {
  const drawType = Number(r.draw_type) as 1 | 2 | 3;
  const status = Number(r.status) as 0 | 1 | 2;
  return {
    id: Number(r.id),
    drawType,
    drawTypeName: DRAW_TYPES[drawType] ?? '',
    amount: Number(r.amount),
    grossFen: Number(r.gross_fen),
    taxFen: Number(r.tax_fen),
    netFen: Number(r.net_fen),
    status,
    statusName: WITHDRAW_STATUS[status] ?? '',
    accountNo: r.account_masked,
    bankName: r.bank_name,
    reason: r.reason,
    createdAt: Number(r.created_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
  };
}

/** A saved account as its owner sees it: masked number and holder. */
export function toSavedAccount(
  c: Pick<CardRow, 'id' | 'type' | 'account_masked' | 'bank_name' | 'holder_name' | 'created_at'>,
): TSavedAccount {
  return {
    id: Number(c.id),
    type: Number(c.type),
    accountNo: c.account_masked,
    bankName: c.bank_name,
    accountName: maskHolder(c.holder_name),
    createdAt: Number(c.created_at),
  };
}

/** "张*" / "欧阳**": the first character of a holder name. */
export function maskHolder(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? name : chars[0] + '*'.repeat(chars.length - 1);
}
