import type { Kysely } from 'kysely';
import { ACCOUNT_LIMITS, CONSOLE_ROLES, OPERATOR_NAME_RE, ROLE_PERMISSIONS, type TConsoleRole, type TOperator } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { Database } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import type { OperatorsRepository } from './repository';
import { hashPassword, newToken, newTotpSecret, tokenHash, totpStep, verifyPassword } from './secrets';

/** A console session ends 30 minutes after its last call, and 12 hours after login at the latest. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 3600_000;
const LOCK_MS = ACCOUNT_LIMITS.lockMinutes * 60_000;

type OperatorRow = NonNullable<Awaited<ReturnType<OperatorsRepository['findById']>>>;

export interface AuditInput {
  operator: { id: number; name: string } | null;
  /** The name recorded when there is no operator account (the CLI: `cli:<OS user>`). */
  operatorName?: string;
  action: string;
  target?: string;
  detail?: unknown;
  ip: string;
}

export function operatorsService(repo: OperatorsRepository, opts: { limiter?: RateLimiter; now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const present = (o: OperatorRow, expiresAt: number): TOperator => ({
    id: Number(o.id),
    name: o.name,
    role: o.role as TConsoleRole,
    permissions: [...(ROLE_PERMISSIONS[o.role as TConsoleRole] ?? [])],
    expiresAt,
  });
  const audit = async (a: AuditInput, trx?: Kysely<Database>) => {
    await repo.insertAudit(
      {
        operator_id: a.operator?.id ?? null,
        operator_name: a.operator?.name ?? a.operatorName ?? '',
        action: a.action,
        target: (a.target ?? '').slice(0, 128),
        detail: a.detail === undefined ? '' : JSON.stringify(a.detail),
        ip: a.ip.slice(0, 64),
        created_at: now(),
      },
      trx,
    );
  };

  return {
    audit,
    /** Creates an operator (the CLI); answers the TOTP secret to enrol in an authenticator app. */
    async add(name: string, role: string, password: string): Promise<{ id: number; totpSecret: string }> {
      if (!OPERATOR_NAME_RE.test(name)) throw new Error('账号须以字母开头，3-32位字母、数字、下划线、点或减号');
      if (!(CONSOLE_ROLES as readonly string[]).includes(role)) throw new Error(`角色须为 ${CONSOLE_ROLES.join('、')} 之一`);
      if (password.length < 10 || password.length > 128) throw new Error('后台密码须为10-128个字符');
      if (await repo.findByName(name)) throw new Error(`账号 ${name} 已存在`);
      const totpSecret = newTotpSecret();
      const id = await repo.insert({ name, role, password_hash: await hashPassword(password), totp_secret: totpSecret, created_at: now() });
      await audit({ operator: null, action: 'operator.add', target: `operator:${id}`, detail: { after: { name, role } }, ip: 'cli' });
      return { id, totpSecret };
    },
    list: () => repo.list(),
    /** Disables (or enables) an account; its sessions end. */
    async setDisabled(name: string, disabled: boolean) {
      const o = await repo.findByName(name);
      if (!o) throw new Error(`没有账号 ${name}`);
      await repo.update(Number(o.id), { disabled: disabled ? 1 : 0, failed_logins: 0, locked_until: null });
      await repo.deleteSessionsOf(Number(o.id));
      await audit({ operator: null, action: disabled ? 'operator.disable' : 'operator.enable', target: `operator:${o.id}`, ip: 'cli' });
    },

    /**
     * Password and TOTP code in one step. Every failure counts towards the lockout and answers the
     * same message (no hint which factor was wrong); a locked or disabled account is refused even
     * with the right factors.
     */
    async login(body: { name: string; password: string; code: string }, ip: string): Promise<{ token: string; operator: TOperator }> {
      await opts.limiter?.enforce(`console-login:${ip}`, 30, 600_000);
      const o = await repo.findByName(body.name);
      const t = now();
      if (!o || Number(o.disabled)) {
        await audit({ operator: null, action: 'auth.login.failed', target: body.name, ip });
        throw new AppError('CONSOLE_LOGIN_FAILED');
      }
      const who = { id: Number(o.id), name: o.name };
      if (o.locked_until !== null && Number(o.locked_until) > t) {
        await audit({ operator: who, action: 'auth.login.locked', ip });
        throw new AppError('CONSOLE_LOCKED');
      }
      const step = (await verifyPassword(body.password, o.password_hash)) ? totpStep(o.totp_secret, body.code, t) : null;
      if (step === null || !(await repo.claimStep(who.id, step))) {
        await repo.countFailure(who.id, ACCOUNT_LIMITS.lockAfterFailures, t + LOCK_MS);
        await audit({ operator: who, action: 'auth.login.failed', ip });
        throw new AppError('CONSOLE_LOGIN_FAILED');
      }
      await repo.update(who.id, { failed_logins: 0, locked_until: null });
      const token = newToken();
      const expiresAt = t + SESSION_MAX_MS;
      await repo.insertSession({
        token_hash: tokenHash(token),
        operator_id: who.id,
        created_at: t,
        last_seen_at: t,
        expires_at: expiresAt,
        ip: ip.slice(0, 64),
      });
      await audit({ operator: who, action: 'auth.login', ip });
      return { token, operator: present(o, Math.min(expiresAt, t + SESSION_IDLE_MS)) };
    },
    /** The operator of a live session (sliding the idle expiry), else null. */
    async session(token: string): Promise<TOperator | null> {
      const hash = tokenHash(token);
      const s = await repo.findSession(hash);
      const t = now();
      if (!s) return null;
      if (Number(s.expires_at) <= t || Number(s.last_seen_at) + SESSION_IDLE_MS <= t) {
        await repo.deleteSession(hash);
        return null;
      }
      const o = await repo.findById(Number(s.operator_id));
      if (!o || Number(o.disabled)) return null;
      await repo.touchSession(hash, t);
      return present(o, Math.min(Number(s.expires_at), t + SESSION_IDLE_MS));
    },
    async logout(token: string) {
      await repo.deleteSession(tokenHash(token));
    },
    async auditLog(page: number, pageSize: number, operatorName?: string) {
      const { rows, total } = await repo.audit(page, pageSize, operatorName);
      return {
        list: rows.map((r) => ({
          id: Number(r.id),
          operatorId: r.operator_id === null ? null : Number(r.operator_id),
          operatorName: r.operator_name,
          action: r.action,
          target: r.target,
          detail: r.detail,
          ip: r.ip,
          createdAt: Number(r.created_at),
        })),
        totalNumber: total,
      };
    },
  };
}
export type OperatorsService = ReturnType<typeof operatorsService>;
