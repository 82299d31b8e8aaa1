import {
  CARD_TYPES,
  DRAW_TYPES,
  MAX_AMOUNT,
  SMS_TYPES,
  WITHDRAW_LIMITS,
  WITHDRAW_STATUS,
  isAlipayAccount,
  isBankCardNo,
  maskAccountNo,
  withdrawalFen,
  type TBindCardBody,
  type TCardType,
  type TPayPassBody,
  type TSavedAccount,
  type TWithdrawBody,
  type TWithdrawRecordPage,
  type TWithdrawal,
} from '@sports/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { hashPassword, verifyPassword } from '../../identity/password';
import type { DynamicKeys } from '../../identity/dynamic-key';
import type { SmsService } from '../../identity/sms/service';
import { postJournal } from '../ledger';
import type { WalletService } from '../service';
import type { WithdrawRepository } from './repository';

/** The caller as the session gives them (identity's user): what withdrawals read of them. */
export interface PayingUser {
  id: number;
  mobile: string | null;
  pay_password_hash: string | null;
  real_name: string | null;
  real_name_at: number | null;
}
type WithdrawalRow = Selectable<Database['wallet_withdrawal']>;
const LOCK_MS = WITHDRAW_LIMITS.payLockMinutes * 60_000;

const blank = (s: string | undefined | null) => !s || !String(s).trim();

/** Setting key of the operator's minimum withdrawal (a site setting). */
export const LOWEST_SETTING = 'wallet.withdraw.lowest';

/** What withdrawals need from other capabilities, through their services. */
export interface WithdrawPorts {
  /** Site settings (the minimum withdrawal). */
  getSetting(key: string): Promise<string | undefined>;
  setSetting(key: string, value: string): Promise<void>;
  /** Identity keeps the payment password's hash with the user. */
  setPayPasswordHash(userId: number, hash: string): Promise<void>;
  /** Nick name and mobile of users, for operators. */
  contacts(ids: number[]): Promise<Map<number, { nickName: string; mobile: string | null }>>;
}

/** The operator's minimum withdrawal, or the default while none (or no positive integer) is set. */
async function lowestOf(ports: WithdrawPorts): Promise<number> {
  const raw = await ports.getSetting(LOWEST_SETTING);
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : WITHDRAW_LIMITS.defaultMinimum;
}

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

/** Parses the amount field: digits only, a positive safe integer; SPEC's messages. */
export function parseDrawAmount(raw: unknown): number {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) throw new AppError('DRAW_AMOUNT_REQUIRED');
  const s = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(s) || s <= 0) throw new AppError('DRAW_AMOUNT_INVALID');
  return s;
}

/**
 * Operator side of withdrawals, needing only the database and the ledger: pay out (approve) or
 * return (reject) a pending withdrawal, each in one transaction with its journal.
 */
export function withdrawAdmin(repo: WithdrawRepository, wallet: WalletService, ports: WithdrawPorts, now: () => number = Date.now) {
  async function finish(id: number, to: 1 | 2, reason: string): Promise<WithdrawalRow> {
    return wallet.transaction(async (trx) => {
      const t = now();
      const row = await repo.findWithdrawal(id, trx);
      if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
      if (!(await repo.finishPending(id, { status: to, finished_at: t, reason }, trx))) throw new AppError('WITHDRAWAL_DONE');
      const userId = Number(row.user_id);
      const x = Number(row.amount);
      if (to === 1) {
        // Paid: the frozen diamonds go to the platform, the user has received the net yuan.
        await postJournal(
          trx,
          {
            ref: `withdraw:${id}:paid`,
            tradeType: 3,
            memo: `提现到账 ${row.net_fen} 分`,
            entries: [
              { userId, tradeType: 3, freeze: -x, withdraw: Number(row.net_fen) },
              { userId: null, tradeType: 3, balance: x },
            ],
          },
          t,
        );
      } else {
        await postJournal(
          trx,
          {
            ref: `withdraw:${id}:rejected`,
            tradeType: 6,
            memo: reason.slice(0, 100),
            entries: [{ userId, tradeType: 6, freeze: -x, cash: x }],
          },
          t,
        );
      }
      return { ...row, status: to, finished_at: t, reason };
    });
  }
  return {
    approve: (id: number) => finish(id, 1, ''),
    reject: (id: number, reason: string) => finish(id, 2, reason),
    async list(status: number | null, limit = 50) {
      const rows = await repo.listForAdmin(status, limit);
      const who = await ports.contacts(rows.map((r) => Number(r.user_id)));
      return rows.map((r) => ({
        ...r,
        nick_name: who.get(Number(r.user_id))?.nickName ?? '',
        mobile: who.get(Number(r.user_id))?.mobile ?? null,
      }));
    },
    lowest: () => lowestOf(ports),
    setLowest: (n: number) => ports.setSetting(LOWEST_SETTING, String(n)),
  };
}

/**
 * Payment password, saved accounts and withdrawals (SPEC §3-§5, §9). Every diamond moves through
 * the ledger in the same transaction as the withdrawal row.
 */
export function withdrawService(deps: {
  repo: WithdrawRepository;
  wallet: WalletService;
  keys: DynamicKeys;
  sms: SmsService;
  ports: WithdrawPorts;
  /** The sandbox cashier is on: its diamonds cost nothing, so none leaves to a bank card or Alipay. */
  sandbox?: boolean;
  now?: () => number;
}) {
  const { repo, wallet, keys, sms, ports } = deps;
  const now = deps.now ?? Date.now;

  /** Opens the encrypted fields with the request's one-time key (found by its iv when the key is not sent). */
  async function open(body: { iv?: string; key?: string }, ciphers: { value: string | undefined; checkLength?: boolean }[]) {
    return keys.open({ key: body.key, iv: body.iv }, ciphers, { keyByIv: true });
  }

  async function assertNotLocked(userId: number) {
    const g = await repo.payGuard(userId);
    if (g?.locked_until && Number(g.locked_until) > now()) throw new AppError('PAY_PASSWORD_LOCKED');
  }

  /** Checks the payment password; five wrong in a row lock it for 30 minutes. */
  async function checkPayPassword(user: PayingUser, plain: string) {
    const userId = Number(user.id);
    if (await verifyPassword(plain, user.pay_password_hash)) {
      const g = await repo.payGuard(userId);
      if (g && Number(g.failures) > 0) await repo.clearPayGuard(userId);
      return;
    }
    const failures = await repo.addPayFailure(userId);
    if (failures >= WITHDRAW_LIMITS.payLockAfterFailures) {
      await repo.lockPay(userId, now() + LOCK_MS);
      throw new AppError('PAY_PASSWORD_LOCKED');
    }
    const left = WITHDRAW_LIMITS.payLockAfterFailures - failures;
    throw new AppError('PAY_PASSWORD_WRONG', `支付密码错误，还可尝试${left}次`);
  }

  function mobileOf(user: PayingUser): string {
    if (!user.mobile) throw new AppError('MOBILE_NOT_BOUND');
    return user.mobile;
  }

  return {
    admin: withdrawAdmin(repo, wallet, ports, now),
    lowest: () => lowestOf(ports),

    /**
     * type 1: set (or reset a forgotten one) with an SMS code of type 5; type 2: change with the old
     * payment password. Length 6-20 (密码,6-20个字符); confirmation must match.
     */
    async changePayPassword(user: PayingUser, body: TPayPassBody): Promise<void> {
      const userId = Number(user.id);
      const type = Number(body.type ?? 1);
      if (type === 2) {
        if (!user.pay_password_hash) throw new AppError('PAY_PASSWORD_NOT_SET');
        if (blank(body.password)) throw new AppError('PAY_OLD_PASSWORD_EMPTY');
      }
      if (blank(body.newPassword)) throw new AppError('PAY_NEW_PASSWORD_EMPTY');
      if (type === 2 && blank(body.confirmPassword)) throw new AppError('PAY_CONFIRM_EMPTY');
      if (type === 1 && blank(body.verifyCode)) throw new AppError('PAY_CODE_EMPTY');
      const ciphers: { value: string | undefined; checkLength?: boolean }[] = [
        ...(type === 2 ? [{ value: body.password, checkLength: false }] : []),
        { value: body.newPassword },
        ...(blank(body.confirmPassword) ? [] : [{ value: body.confirmPassword }]),
      ];
      const plain = await open(body, ciphers);
      const old = type === 2 ? plain.shift() : undefined;
      const [pw, confirm] = plain;
      if (confirm !== undefined && confirm !== pw) throw new AppError('PAY_PASSWORD_MISMATCH');
      if (type === 2) {
        await assertNotLocked(userId);
        await checkPayPassword(user, old as string);
        if (pw === old) throw new AppError('PAY_PASSWORD_SAME');
      } else {
        await sms.consume(mobileOf(user), SMS_TYPES.payPassword, body.verifyCode);
      }
      await ports.setPayPasswordHash(userId, await hashPassword(pw));
      // A new password set with the SMS code also lifts a lock (the forgotten-password path).
      await repo.clearPayGuard(userId);
    },

    async bindCard(user: PayingUser, body: TBindCardBody): Promise<TSavedAccount> {
      const userId = Number(user.id);
      const type = Number(body.type) as TCardType;
      const accountNo = body.accountNo.replace(/\s+/g, '');
      let bankName: string;
      if (type === 1) {
        if (!isBankCardNo(accountNo)) throw new AppError('CARD_NO_INVALID');
        bankName = (body.bankName ?? '').trim();
        if (!bankName) throw new AppError('BANK_NAME_REQUIRED');
      } else {
        if (!isAlipayAccount(accountNo)) throw new AppError('ALIPAY_NO_INVALID');
        bankName = CARD_TYPES[2];
      }
      // The holder is the verified real name when there is one; otherwise the name typed in.
      const holder = user.real_name_at && user.real_name ? user.real_name : (body.accountName ?? '').trim();
      if (!holder || holder.length > 30) throw new AppError('HOLDER_NAME_REQUIRED');
      const masked = maskAccountNo(accountNo, type);
      await wallet.openAccount(userId);
      const { id, t } = await wallet.transaction(async (trx) => {
        // Count and insert under the user's lock, so simultaneous binds cannot pass the limit.
        await repo.lockUser(trx, userId);
        const existing = await repo.activeCards(userId, type, trx);
        if (existing.some((c) => c.account_no.toLowerCase() === accountNo.toLowerCase())) throw new AppError('CARD_DUPLICATE');
        if (existing.length >= WITHDRAW_LIMITS.maxCardsPerType)
          throw new AppError('CARD_LIMIT', `每种账户最多绑定${WITHDRAW_LIMITS.maxCardsPerType}个`);
        const at = now();
        const cardId = await repo.insertCard(
          {
            user_id: userId,
            type,
            account_no: accountNo,
            account_masked: masked,
            bank_name: bankName,
            holder_name: holder,
            created_at: at,
            removed_at: null,
          },
          trx,
        );
        return { id: cardId, t: at };
      });
      return { id, type, accountNo: masked, bankName, accountName: maskHolder(holder), createdAt: t };
    },

    async cards(userId: number, type: TCardType): Promise<TSavedAccount[]> {
      return (await repo.activeCards(userId, type)).map((c) => ({
        id: Number(c.id),
        type: Number(c.type),
        accountNo: c.account_masked,
        bankName: c.bank_name,
        accountName: maskHolder(c.holder_name),
        createdAt: Number(c.created_at),
      }));
    },

    async unbindCard(userId: number, id: number): Promise<void> {
      if (!(await repo.removeCard(userId, id, now()))) throw new AppError('CARD_NOT_FOUND');
    },

    /**
     * SPEC withdrawal: checks in SPEC's order (type, account, amount, minimum, withdrawable, code,
     * payment password), then books the withdrawal row and its journal in one transaction.
     */
    async withdraw(user: PayingUser, body: TWithdrawBody) {
      const userId = Number(user.id);
      if (!user.pay_password_hash) throw new AppError('PAY_PASSWORD_NOT_SET');
      const drawType = Number(body.drawType);
      if (drawType !== 1 && drawType !== 2 && drawType !== 3) throw new AppError('DRAW_TYPE_REQUIRED');
      if (deps.sandbox && drawType !== 3) throw new AppError('WITHDRAW_SANDBOX');
      const cardId = drawType === 3 ? null : Number(body.cardId);
      if (cardId !== null && !(Number.isSafeInteger(cardId) && cardId > 0))
        throw new AppError(drawType === 1 ? 'DRAW_CARD_REQUIRED' : 'DRAW_ALIPAY_REQUIRED');
      const amount = parseDrawAmount(body.amount);
      const minimum = await lowestOf(ports);
      if (amount < minimum) throw new AppError('DRAW_BELOW_MINIMUM', `单笔最低提现球钻为${minimum}`);
      if (amount > MAX_AMOUNT || amount > (await wallet.balances(userId)).cashBalance) throw new AppError('INSUFFICIENT_CASH');
      if (drawType !== 3 && blank(body.verifyCode)) throw new AppError('PAY_CODE_EMPTY');
      if (blank(body.payPassword)) throw new AppError('PAY_PASSWORD_EMPTY');
      const card = cardId === null ? null : await repo.findActiveCard(userId, cardId);
      if (cardId !== null && (!card || Number(card.type) !== drawType)) throw new AppError('CARD_NOT_FOUND');

      await assertNotLocked(userId);
      const [plain] = await open(body, [{ value: body.payPassword, checkLength: false }]);
      await checkPayPassword(user, plain);
      if (drawType !== 3) await sms.consume(mobileOf(user), SMS_TYPES.withdrawal, body.verifyCode);

      const fen = withdrawalFen(amount, drawType);
      return wallet.transaction(async (trx) => {
        const t = now();
        const id = await repo.insertWithdrawal(
          {
            user_id: userId,
            draw_type: drawType,
            card_id: card ? Number(card.id) : null,
            account_masked: card ? card.account_masked : DRAW_TYPES[3],
            bank_name: card ? card.bank_name : '',
            amount,
            gross_fen: fen.grossFen,
            tax_fen: fen.taxFen,
            net_fen: fen.netFen,
            status: drawType === 3 ? 1 : 0,
            reason: '',
            created_at: t,
            finished_at: drawType === 3 ? t : null,
          },
          trx,
        );
        if (drawType === 3) {
          // To the user's own consumption wallet: no tax, done at once.
          await postJournal(
            trx,
            { ref: `withdraw:${id}:wallet`, tradeType: 13, entries: [{ userId, tradeType: 13, cash: -amount, balance: amount }] },
            t,
          );
        } else {
          // Frozen until an operator pays it out (approve) or returns it (reject).
          await postJournal(
            trx,
            { ref: `withdraw:${id}:request`, tradeType: 3, entries: [{ userId, tradeType: 3, cash: -amount, freeze: amount }] },
            t,
          );
        }
        return { id, status: drawType === 3 ? 1 : 0, netFen: fen.netFen, taxFen: fen.taxFen };
      });
    },

    async records(userId: number, page: number, pageSize: number, status?: number): Promise<TWithdrawRecordPage> {
      const { rows, total } = await repo.withdrawalsOf(userId, page, pageSize, status);
      return { list: rows.map(toWithdrawal), totalNumber: total, page, pageSize };
    },
  };
}
export type WithdrawService = ReturnType<typeof withdrawService>;

/** "张*" / "欧阳**": the first character of a holder name. */
export function maskHolder(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? name : chars[0] + '*'.repeat(chars.length - 1);
}
