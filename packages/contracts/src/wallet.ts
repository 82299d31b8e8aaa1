import { z } from 'zod';

/**
 * SPEC §3 trade types of wallet records. Every balance change is a ledger entry carrying one of
 * these; the labels are what the wallet records show.
 */
export const TRADE_TYPES = {
  1: '球钻充值',
  2: '礼物打赏',
  3: '提现',
  4: '购买方案',
  5: '奖金派发',
  6: '退款',
  7: '系统赠送',
  8: '系统扣除',
  9: '礼物收入',
  10: '发红包',
  11: '抢红包',
  12: '红包退回',
  13: '提现到钱包',
  14: '人工充值',
  15: '开通贵族',
  /** The expert's share of a sold plan, paid when the plan settles (decision 0026). */
  16: '方案收入',
  17: '购买集锦',
  /** A horn bought and sent to every room (paid to the house). */
  18: '购买喇叭',
} as const;
export type TTradeType = keyof typeof TRADE_TYPES;
export const TRADE_TYPE_IDS = Object.keys(TRADE_TYPES).map(Number) as TTradeType[];
/** A trade type in a query or body (numeric text accepted). */
export const ZTradeType = z.coerce
  .number({ error: '交易类型无效' })
  .int({ error: '交易类型无效' })
  .refine((n) => n in TRADE_TYPES, { message: '交易类型无效' });

/**
 * Units: diamonds (球钻; consumption `balance`, withdrawable `cashBalance`, pending `freezeMoney`)
 * and tickets (球票) are whole numbers; money in yuan is kept in fen (yuan × 100).
 * One diamond is worth DIAMOND_FEN fen when recharged or withdrawn.
 */
export const DIAMOND_FEN = 10;
/** SPEC §9: withdrawing to a bank card or payment account withholds 5% income tax; to the wallet none. */
export const WITHDRAW_TAX_PERCENT = 5;
/** The largest amount any money call accepts in one go (diamonds or tickets); larger is refused, never rounded. */
export const MAX_AMOUNT = 100_000_000;

/** Withholding on a withdrawal of `diamonds` to a card or account: gross, tax and net in fen. Integer maths, tax rounded up to the fen. */
export function withdrawalFen(diamonds: number, drawType: 1 | 2 | 3): { grossFen: number; taxFen: number; netFen: number } {
  const grossFen = diamonds * DIAMOND_FEN;
  const taxFen = drawType === 3 ? 0 : Math.ceil((grossFen * WITHDRAW_TAX_PERCENT) / 100);
  return { grossFen, taxFen, netFen: grossFen - taxFen };
}

/** Fen as yuan with two decimals ("12.30", "-0.05"), integer maths only. */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const f = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}`;
}
