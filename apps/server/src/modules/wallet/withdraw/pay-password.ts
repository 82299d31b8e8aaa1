import { SMS_TYPES, WITHDRAW_LIMITS, type TPayPassBody } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { AppError } from '../../../http/errors';
import { blank, mobileOf, type PayingUser, type WithdrawDeps } from './rules';

const LOCK_MS = WITHDRAW_LIMITS.payLockMinutes * 60_000;
const LOCK_AFTER = WITHDRAW_LIMITS.payLockAfterFailures;

/** The payment password: setting and changing it, and checking it (five wrong in a row lock it). */
export function payPasswords({ repo, keys, sms, ports, now = Date.now }: WithdrawDeps) {
  const attempts = repo.payAttempts({ limit: LOCK_AFTER, lockMs: LOCK_MS, now });

  /** Opens the encrypted fields with the request's one-time key (found by its iv when the key is not sent). */
  async function open(body: { iv?: string; key?: string }, ciphers: { value: string | undefined; checkLength?: boolean }[]) {
    return keys.open({ key: body.key, iv: body.iv }, ciphers, { keyByIv: true });
  }

  /** A quick refusal before the fields are opened; `check` is what holds under concurrent guesses. */
  async function assertNotLocked(userId: number) {
    const g = await repo.payGuard(userId);
    if (g?.locked_until && Number(g.locked_until) > now()) throw new AppError('PAY_PASSWORD_LOCKED');
  }

  /**
   * Checks the payment password: the attempt is claimed in the database before the (slow) hash
   * check, so of any number of guesses at once, from any number of processes, only five are tried,
   * while a user's own simultaneous payments wait for their turn (db/attempt-claim.ts, as logins).
   * The fifth wrong one in a row locks it for 30 minutes, and a correct one clears the count.
   */
  async function check(user: PayingUser, plain: string) {
    const userId = Number(user.id);
    const outcome = await attempts.attempt(userId, () => ports.payPasswordMatches(userId, plain));
    if (outcome.kind === 'right') return;
    if (outcome.kind === 'locked' || outcome.locked) throw new AppError('PAY_PASSWORD_LOCKED');
    throw new AppError('PAY_PASSWORD_WRONG', `支付密码错误，还可尝试${LOCK_AFTER - outcome.failures}次`);
  }

  return {
    open,
    assertNotLocked,
    check,
    /**
     * type 1: set (or reset a forgotten one) with an SMS code of type 5; type 2: change with the old
     * payment password. Length 6-20 (密码,6-20个字符); confirmation must match.
     */
    async changePayPassword(user: PayingUser, body: TPayPassBody): Promise<void> {
      const userId = Number(user.id);
      const type = Number(body.type ?? 1);
      if (type === 2) {
        if (!user.hasPayPassword) throw new AppError('PAY_PASSWORD_NOT_SET');
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
      const pw = itemAt(plain, 0, 'opened new pay password');
      const confirm = plain.at(1);
      if (confirm !== undefined && confirm !== pw) throw new AppError('PAY_PASSWORD_MISMATCH');
      if (type === 2) {
        await assertNotLocked(userId);
        await check(user, old as string);
        if (pw === old) throw new AppError('PAY_PASSWORD_SAME');
      } else {
        await sms.consume(mobileOf(user), SMS_TYPES.payPassword, body.verifyCode);
      }
      await ports.setPayPassword(userId, pw);
      // A new password set with the SMS code also lifts a lock (the forgotten-password path).
      await attempts.clear(userId);
    },
  };
}
export type PayPasswords = ReturnType<typeof payPasswords>;
