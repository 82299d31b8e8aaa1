import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  ACCOUNT_LIMITS,
  PHONE_RE,
  SMS_TYPES,
  USERNAME_RE,
  stripSpaces,
  type TAccountRegisterBody,
  type TInitPasswordBody,
  type TLoginBody,
  type TRegisterBody,
  type TRetrievePasswordBody,
  type TUpdatePasswordBody,
} from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import type { Database } from '../../db/schema';
import type { ClientOrigin } from '../../http/client-origin';
import { AppError } from '../../http/errors';
import type { DynamicKeys } from './dynamic-key';
import { hashPassword, verifyPassword } from './password';
import type { IdentityRepository } from './repository';
import type { SanctionService } from './sanctions/service';
import { accountOf, hashToken, type IdentityService } from './service';
import type { SessionUser } from './session-user';
import type { SmsService } from './sms/service';

type User = Selectable<Database['app_user']>;
export const KEEP_LOGIN_TTL_MS = ACCOUNT_LIMITS.keepLoginDays * 24 * 3600 * 1000;
/** A login without "keep login for a month" lives as a browser-session cookie; the server ends it after a week. */
export const SHORT_LOGIN_TTL_MS = 7 * 24 * 3600 * 1000;
const LOCK_MS = ACCOUNT_LIMITS.lockMinutes * 60 * 1000;

let dummy: Promise<string> | undefined;
/** A hash of nothing in particular, checked against when the account does not exist. */
const timingDummy = () => (dummy ??= hashPassword('no such account'));

export interface LoginOutcome {
  token: string;
  /** cookie lifetime in seconds; undefined for a session cookie */
  maxAge: number | undefined;
}

/** Login, registration and passwords (SPEC §3 login request, §4 password update, §8 10011). */
export function accountService(deps: {
  repo: IdentityRepository;
  keys: DynamicKeys;
  sms: SmsService;
  sessions: IdentityService;
  /** Banned users, addresses and devices are refused (identity's sanctions). */
  sanctions: Pick<SanctionService, 'mayLogIn' | 'mayEnter'>;
  onUserCreated: (userId: number) => Promise<void>;
  now?: () => number;
}) {
  const { repo, keys, sms, sessions, sanctions } = deps;
  const now = deps.now ?? Date.now;

  /**
   * A session for the user from `from` (address and device), unless they are banned. Checked again
   * once the session exists: a ban of the user or the device given meanwhile has either been seen
   * here or has ended this session with the others.
   */
  async function issue(userId: number, auto: number, from: ClientOrigin): Promise<LoginOutcome> {
    const keep = auto === 1;
    await sanctions.mayLogIn(userId);
    const token = await sessions.createSession(userId, keep ? KEEP_LOGIN_TTL_MS : SHORT_LOGIN_TTL_MS, from.device);
    try {
      await sanctions.mayLogIn(userId);
      if (from.device !== null) await sanctions.mayEnter({ ip: null, device: from.device });
    } catch (err) {
      await sessions.logout(token);
      throw err;
    }
    await repo.updateUser(userId, { last_login_ip: from.ip?.slice(0, 64) ?? null, last_login_at: now() });
    return { token, maxAge: keep ? KEEP_LOGIN_TTL_MS / 1000 : undefined };
  }

  async function createUser(values: { mobile: string | null; username: string | null; nick: string; passwordHash: string | null }) {
    const id = await repo.insertUser({
      mobile: values.mobile,
      username: values.username,
      nick_name: values.nick,
      level: null,
      password_hash: values.passwordHash,
      created_at: now(),
    });
    await deps.onUserCreated(id);
    return id;
  }

  const attempts = repo.loginAttempts({ limit: ACCOUNT_LIMITS.lockAfterFailures, lockMs: LOCK_MS, now });

  /**
   * Claims the attempt before the (slow) hash check (db/attempt-claim.ts), so the attempt after the
   * fifth wrong one in a row is refused however many run at once, in any number of processes;
   * throws `wrong` for a wrong password. A right one clears the count.
   */
  async function checkPassword(user: User, plain: string, wrong: 'LOGIN_LOCKED' | 'OLD_PASSWORD_WRONG') {
    const outcome = await attempts.attempt(Number(user.id), () => verifyPassword(plain, user.password_hash));
    if (outcome.kind === 'locked') throw new AppError('ACCOUNT_LOCKED');
    if (outcome.kind === 'wrong') throw new AppError(wrong);
  }

  function mobileOf(raw: string | undefined): string {
    const m = stripSpaces(raw ?? '');
    if (!PHONE_RE.test(m)) throw new AppError('PHONE_INVALID');
    return m;
  }

  return {
    /** Login by SMS code (mode 1, a new mobile registers) or password; refused from a banned address or device. */
    async login(body: TLoginBody, from: ClientOrigin): Promise<LoginOutcome> {
      await sanctions.mayEnter(from);
      const auto = body.auto === undefined ? 1 : Number(body.auto);
      if (Number(body.mode) === 1) {
        const mobile = await sms.consume(mobileOf(body.mobile), SMS_TYPES.login, body.verifyCode);
        const existing = await repo.findUserByMobile(mobile);
        const id = existing
          ? Number(existing.id)
          : await createUser({ mobile, username: null, nick: `球迷${randomInt(100000, 1000000)}`, passwordHash: null });
        return issue(id, auto, from);
      }
      const name = stripSpaces(body.username || body.mobile || '');
      if (!name) throw new AppError('USERNAME_EMPTY');
      const password = itemAt(await keys.open(body, [{ value: body.password }]), 0, 'opened password');
      const user = PHONE_RE.test(name) ? await repo.findUserByMobile(name) : await repo.findUserByUsername(name);
      if (!user) {
        // Spend the same time as a real check, so response times do not tell which accounts exist.
        await verifyPassword(password, await timingDummy());
        throw new AppError('LOGIN_LOCKED');
      }
      await checkPassword(user, password, 'LOGIN_LOCKED');
      return issue(Number(user.id), auto, from);
    },

    async register(body: TRegisterBody & { mobile: string }, from: ClientOrigin): Promise<LoginOutcome> {
      await sanctions.mayEnter(from);
      const mobile = mobileOf(body.mobile);
      const plain = await keys.open(
        body,
        body.confirmPassword ? [{ value: body.password }, { value: body.confirmPassword }] : [{ value: body.password }],
      );
      const password = itemAt(plain, 0, 'opened password');
      const confirm = plain.at(1);
      if (confirm !== undefined && confirm !== password) throw new AppError('PASSWORD_MISMATCH');
      if (await repo.findUserByMobile(mobile)) throw new AppError('MOBILE_TAKEN');
      await sms.consume(mobile, SMS_TYPES.login, body.verifyCode);
      const id = await createUser({
        mobile,
        username: null,
        nick: `球迷${randomInt(100000, 1000000)}`,
        passwordHash: await hashPassword(password),
      });
      return issue(id, body.auto === undefined ? 1 : Number(body.auto), from);
    },

    async registerAccount(body: TAccountRegisterBody, from: ClientOrigin): Promise<LoginOutcome> {
      await sanctions.mayEnter(from);
      const username = body.username.trim();
      if (!USERNAME_RE.test(username)) throw new AppError('USERNAME_INVALID');
      const plain = await keys.open(
        body,
        body.confirmPassword ? [{ value: body.password }, { value: body.confirmPassword }] : [{ value: body.password }],
      );
      const password = itemAt(plain, 0, 'opened password');
      const confirm = plain.at(1);
      if (confirm !== undefined && confirm !== password) throw new AppError('PASSWORD_MISMATCH');
      if (await repo.findUserByUsername(username)) throw new AppError('USERNAME_TAKEN');
      const id = await createUser({ mobile: null, username, nick: username, passwordHash: await hashPassword(password) });
      return issue(id, body.auto === undefined ? 1 : Number(body.auto), from);
    },

    /** First password of a user who logged in by code (SPEC set-password request). */
    async initPassword(caller: Pick<SessionUser, 'id'>, body: TInitPasswordBody) {
      const user = await accountOf(repo, caller.id);
      if (user.password_hash) throw new AppError('PASSWORD_ALREADY_SET');
      const plain = await keys.open(body, [{ value: body.newPassword }, { value: body.confirmPassword }]);
      const pw = itemAt(plain, 0, 'opened new password');
      const confirm = itemAt(plain, 1, 'opened confirmation');
      if (pw !== confirm) throw new AppError('PASSWORD_MISMATCH');
      await repo.updateUser(Number(user.id), { password_hash: await hashPassword(pw) });
    },

    /** Change with the old password; the other sessions of the user end. */
    async updatePassword(caller: Pick<SessionUser, 'id'>, body: TUpdatePasswordBody, currentToken: string | null) {
      const user = await accountOf(repo, caller.id);
      if (!user.password_hash) throw new AppError('PASSWORD_NOT_SET');
      const plain = await keys.open(body, [
        { value: body.password, checkLength: false },
        { value: body.newPassword },
        { value: body.confirmPassword },
      ]);
      const old = itemAt(plain, 0, 'opened old password');
      const pw = itemAt(plain, 1, 'opened new password');
      const confirm = itemAt(plain, 2, 'opened confirmation');
      await checkPassword(user, old, 'OLD_PASSWORD_WRONG');
      if (pw !== confirm) throw new AppError('PASSWORD_MISMATCH');
      if (pw === old) throw new AppError('PASSWORD_SAME');
      await repo.updateUser(Number(user.id), { password_hash: await hashPassword(pw), failed_logins: 0, locked_until: null });
      await repo.revokeUserSessions(Number(user.id), now(), currentToken ? hashToken(currentToken) : undefined);
    },

    /** Forgotten password: mobile + code; every session ends and a lock is lifted. */
    async retrievePassword(body: TRetrievePasswordBody & { mobile: string }) {
      const mobile = mobileOf(body.mobile);
      const plain = await keys.open(body, [{ value: body.newPassword }, { value: body.confirmPassword }]);
      const pw = itemAt(plain, 0, 'opened new password');
      const confirm = itemAt(plain, 1, 'opened confirmation');
      if (pw !== confirm) throw new AppError('PASSWORD_MISMATCH');
      const user = await repo.findUserByMobile(mobile);
      if (!user) throw new AppError('MOBILE_NOT_REGISTERED');
      await sms.consume(mobile, SMS_TYPES.login, body.verifyCode);
      await repo.updateUser(Number(user.id), { password_hash: await hashPassword(pw), failed_logins: 0, locked_until: null });
      await repo.revokeUserSessions(Number(user.id), now());
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
