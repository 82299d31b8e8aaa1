import { shanghaiDateTime, type TConsoleUserDevice, type TSanction } from '@sports/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ClientOrigin } from '../../../http/client-origin';
import { AppError } from '../../../http/errors';
import type { SanctionRow, SanctionsRepository } from './repository';

/** What an action tells the audit log; written by the caller inside the sanction's own transaction. */
export interface SanctionNote {
  target: string;
  before?: unknown;
  after?: unknown;
}
export type AuditInTx = (trx: Kysely<Database>, note: SanctionNote) => Promise<void>;

export interface SanctionDeps {
  repo: SanctionsRepository;
  userExists(userId: number): Promise<boolean>;
  /** Puts a system message in the user's inbox (/v/message) inside `trx` (the content capability's notices). */
  inbox(trx: Kysely<Database>, userId: number, text: string): Promise<void>;
  now?: () => number;
}

/** One address however it was written: IPv6 in its short lower-case form, IPv4 inside IPv6 (`::ffff:1.2.3.4`) as IPv4. */
export function normalizeIp(ip: string): string {
  const a = ip.trim().toLowerCase();
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a)?.[1];
  if (v4) return v4;
  if (!a.includes(':')) return a;
  try {
    return new URL(`http://[${a}]/`).hostname.slice(1, -1);
  } catch {
    return a;
  }
}

const SUPERSEDED = '由新的处罚取代';
/** How many of a user's devices the console shows. */
const DEVICES_SHOWN = 20;

/** What a sanction is on, for the audit log: `ip:…`, `device:…` or `user:…`. */
const targetOf = (s: TSanction) => (s.kind === 'ip' ? `ip:${s.ip}` : s.kind === 'device' ? `device:${s.deviceId}` : `user:${s.userId}`);
const noAudit: AuditInTx = async () => undefined;

/** "至 2026-11-28 12:00（北京时间）", or "永久". */
function untilText(endsAt: number | null): string {
  return endsAt === null ? '永久' : `至 ${shanghaiDateTime(endsAt).slice(0, 16)}（北京时间）`;
}

/**
 * Site-wide sanctions (issue 15): mutes and bans of users and bans of addresses and devices for a
 * period or for good, warnings, lifting. A period is over when `ends_at` passes (each check
 * compares the time; nothing sweeps). Each change is one transaction, with the caller's audit
 * entry in it.
 */
export function sanctionService(deps: SanctionDeps) {
  const { repo } = deps;
  // read at each call (not a saved Date.now), so a test's clock reaches the periods too
  const now = deps.now ?? (() => Date.now());

  const present = (r: SanctionRow, at = now()): TSanction => ({
    id: Number(r.id),
    kind: r.kind,
    userId: r.user_id === null ? null : Number(r.user_id),
    ip: r.ip,
    deviceId: r.device_id,
    reason: r.reason,
    startsAt: Number(r.starts_at),
    endsAt: r.ends_at === null ? null : Number(r.ends_at),
    createdBy: r.created_by,
    liftedAt: r.lifted_at === null ? null : Number(r.lifted_at),
    liftedBy: r.lifted_by,
    liftReason: r.lift_reason,
    active: r.kind !== 'warn' && r.lifted_at === null && (r.ends_at === null || Number(r.ends_at) > at),
  });

  const refusal = (r: SanctionRow): AppError => {
    const until = r.ends_at === null ? null : Number(r.ends_at);
    if (r.kind === 'ban')
      return new AppError('USER_BANNED', `账号已被${until === null ? '永久封禁' : `封禁${untilText(until)}`}，原因：${r.reason}`);
    if (r.kind === 'mute')
      return new AppError('USER_MUTED', `您已被${until === null ? '永久禁言' : `全站禁言${untilText(until)}`}，原因：${r.reason}`);
    const device = r.kind === 'device';
    const text = `${device ? '当前设备' : '当前网络'}已被限制登录、注册和发言${until === null ? '' : `，${untilText(until)}`}`;
    return new AppError(device ? 'DEVICE_BANNED' : 'IP_BANNED', text);
  };

  async function requireUser(userId: number) {
    if (!(await deps.userExists(userId))) throw new AppError('NOT_FOUND', '用户不存在');
  }

  /** Stores a new sanction in its own transaction; a running one of the same kind on the same target is lifted as superseded. */
  async function store(
    values: {
      kind: SanctionRow['kind'];
      userId: number | null;
      ip: string | null;
      device?: string;
      minutes: number | null;
      reason: string;
    },
    by: string,
    audit: AuditInTx,
    alsoInTx: (trx: Kysely<Database>) => Promise<void> = async () => undefined,
  ): Promise<TSanction> {
    const t = now();
    return repo.transaction(async (trx) => {
      const { kind } = values;
      const previous =
        kind === 'warn'
          ? []
          : kind === 'ip' || kind === 'device'
            ? (await repo.runningOfOrigin({ ip: values.ip, device: values.device ?? null }, t, trx)).filter((r) => r.kind === kind)
            : await repo.runningOfUser(values.userId ?? 0, [kind], t, trx);
      for (const p of previous) await repo.lift(trx, Number(p.id), by, SUPERSEDED, t);
      const row = await repo.insert(trx, {
        kind: values.kind,
        user_id: values.userId,
        ip: values.ip,
        device_id: values.device ?? null,
        reason: values.reason,
        starts_at: t,
        // a warning is over when it is given; a period ends by itself, null is for good
        ends_at: values.kind === 'warn' ? t : values.minutes === null ? null : t + values.minutes * 60_000,
        created_by: by.slice(0, 64),
        lifted_at: null,
        lifted_by: null,
        lift_reason: null,
      });
      await alsoInTx(trx);
      const after = present(row, t);
      const user = `user:${values.userId}`;
      await audit(trx, {
        target: kind === 'ip' || kind === 'device' ? `${targetOf(after)}${values.userId !== null ? ` ${user}` : ''}` : user,
        before: { running: previous.map((p) => present(p, t)) },
        after,
      });
      return after;
    });
  }

  return {
    present,
    /** A mute (chat in every room, posts, comments) or a ban (sessions end, login refused) for `minutes`, or for good (null). */
    async impose(input: { kind: 'mute' | 'ban'; userId: number; minutes: number | null; reason: string }, by: string, audit = noAudit) {
      await requireUser(input.userId);
      const { kind, userId } = input;
      return store({ ...input, ip: null }, by, audit, async (trx) => {
        if (kind === 'ban') await repo.revokeSessions(trx, userId, now());
      });
    },
    /** Login, registration and chat refused from an address for `minutes`; `userId` is whose page it was banned from. */
    async banIp(input: { ip: string; minutes: number; reason: string; userId?: number }, by: string, audit = noAudit) {
      if (input.userId !== undefined) await requireUser(input.userId);
      return store(
        { kind: 'ip', userId: input.userId ?? null, ip: normalizeIp(input.ip), minutes: input.minutes, reason: input.reason },
        by,
        audit,
      );
    },
    /**
     * Login, registration and chat refused from a device for `minutes`; the sessions logged in from it
     * end with the ban. Given `userId` (banned from whose page), the device must be one they used.
     */
    async banDevice(input: { deviceId: string; minutes: number; reason: string; userId?: number }, by: string, audit = noAudit) {
      const { deviceId: device, userId } = input;
      if (userId !== undefined) {
        await requireUser(userId);
        if (!(await repo.usedDevice(userId, device))) throw new AppError('DEVICE_NOT_OF_USER');
      }
      return store(
        { kind: 'device', userId: userId ?? null, ip: null, device, minutes: input.minutes, reason: input.reason },
        by,
        audit,
        (trx) => repo.revokeDeviceSessions(trx, device, now()),
      );
    },
    /** A warning: kept in the user's history, its text in their system messages (/v/message). */
    async warn(input: { userId: number; message: string }, by: string, audit = noAudit) {
      await requireUser(input.userId);
      return store({ kind: 'warn', userId: input.userId, ip: null, minutes: 0, reason: input.message }, by, audit, (trx) =>
        deps.inbox(trx, input.userId, `警告：${input.message}`),
      );
    },
    /** Ends a running mute, ban, address or device ban now; SANCTION_NOT_FOUND when there is none such (lifted, over, a warning). */
    async lift(id: number, reason: string, by: string, audit = noAudit): Promise<TSanction> {
      const t = now();
      return repo.transaction(async (trx) => {
        const before = await repo.find(id, trx);
        const after = before && before.kind !== 'warn' ? await repo.lift(trx, id, by.slice(0, 64), reason, t) : undefined;
        if (!before || !after) throw new AppError('SANCTION_NOT_FOUND');
        const shown = present(after, t);
        await audit(trx, {
          target: `sanction:${id} ${targetOf(shown)}`,
          before: present(before, t),
          after: shown,
        });
        return shown;
      });
    },

    /** Posting and commenting: refused under a running mute or ban, with until when and why. */
    async mayWrite(userId: number): Promise<void> {
      const running = await repo.runningOfUser(userId, ['ban', 'mute'], now());
      // a ban is the stronger refusal when both run
      const r = running.find((x) => x.kind === 'ban') ?? running[0];
      if (r) throw refusal(r);
    },
    /** Chat: refused under a running mute or ban of the user, or a ban of the address or device it comes from. */
    async maySpeak(userId: number, from?: ClientOrigin): Promise<void> {
      // One read for all; refused in this order: a ban, a mute, the address's or device's ban.
      const origin = { ip: from?.ip == null ? null : normalizeIp(from.ip), device: from?.device ?? null };
      const running = await repo.runningForSpeech(userId, origin, now());
      const r = running.find((x) => x.kind === 'ban') ?? running.find((x) => x.kind === 'mute') ?? running[0];
      if (r) throw refusal(r);
    },
    /** Login and registration from an address and device: refused while either is banned (one query for both). */
    async mayEnter(from: ClientOrigin): Promise<void> {
      const [r] = await repo.runningOfOrigin({ ip: from.ip === null ? null : normalizeIp(from.ip), device: from.device }, now());
      if (r) throw refusal(r);
    },
    /** A login of the user: refused while they are banned. */
    async mayLogIn(userId: number): Promise<void> {
      const [ban] = await repo.runningOfUser(userId, ['ban'], now());
      if (ban) throw refusal(ban);
    },
    /** The devices the user logged in from, last used first (the console's user page). */
    async devicesOf(userId: number): Promise<TConsoleUserDevice[]> {
      return (await repo.devicesOf(userId, DEVICES_SHOWN)).map((d) => ({
        deviceId: d.device_id ?? '',
        firstLoginAt: Number(d.first_at),
        lastLoginAt: Number(d.last_at),
        logins: Number(d.logins),
      }));
    },
    /** Why a session token no longer works when its user is banned (their sessions ended with the ban); null otherwise. */
    async refusalOf(tokenHash: string): Promise<AppError | null> {
      const owner = await repo.sessionOwner(tokenHash);
      const [ban] = owner === null ? [] : await repo.runningOfUser(owner, ['ban'], now());
      return ban ? refusal(ban) : null;
    },
    /** Every sanction of a user, newest first. */
    async ofUser(userId: number): Promise<TSanction[]> {
      const t = now();
      return (await repo.ofUser(userId)).map((r) => present(r, t));
    },
    /** Address bans, device bans or both, newest first, running ones before the rest. */
    async bansOf(kinds: ('ip' | 'device')[], limit = 100): Promise<TSanction[]> {
      const t = now();
      const list = (await repo.bansOf(kinds, limit)).map((r) => present(r, t));
      return [...list.filter((s) => s.active), ...list.filter((s) => !s.active)];
    },
  };
}
export type SanctionService = ReturnType<typeof sanctionService>;
