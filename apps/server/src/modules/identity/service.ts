import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { TUserInfo } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { hashPassword, verifyPassword } from './password';
import type { IdentityRepository, ProfileColumn } from './repository';
import { sessionUserOf, type SessionUser } from './session-user';

export type { SessionUser } from './session-user';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 138****0000: the full number never leaves the server in user info. */
export function maskMobile(mobile: string | null): string {
  return mobile && mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '';
}

export function presentUser(u: Selectable<Database['app_user']>): TUserInfo {
  return {
    id: Number(u.id),
    nickName: u.nick_name,
    portrait: u.portrait,
    level: u.level,
    levelIcon: u.level_icon,
    isAnchor: u.is_anchor ? 1 : 0,
    isExpert: u.is_expert ? 1 : 0,
    hasPassword: u.password_hash ? 1 : 0,
    description: u.description,
    fansCount: u.fans_count,
    mobile: maskMobile(u.mobile),
    hasPayPsw: !!u.pay_password_hash,
  };
}

/** A user as other people see them. */
export interface TPublicUser {
  id: number;
  nickName: string;
  portrait: string;
  level: number;
  isAnchor: boolean;
}

export function presentPublicUser(
  u: Pick<Selectable<Database['app_user']>, 'id' | 'nick_name' | 'portrait' | 'level' | 'is_anchor'>,
): TPublicUser {
  return { id: Number(u.id), nickName: u.nick_name, portrait: u.portrait, level: u.level ?? 0, isAnchor: Boolean(u.is_anchor) };
}

/** A user's public profile, as rooms, anchor lists and personal spaces show it. */
export interface TProfile extends TPublicUser {
  description: string;
  fansCount: number;
}

export function presentProfile(u: Pick<Selectable<Database['app_user']>, ProfileColumn>): TProfile {
  return { ...presentPublicUser(u), description: u.description, fansCount: Number(u.fans_count) };
}

/** The account row of a signed-in caller: identity's own use cases read more of it than the session carries. */
export async function accountOf(repo: Pick<IdentityRepository, 'findUserById'>, userId: number) {
  const u = await repo.findUserById(userId);
  if (!u) throw new AppError('UNAUTHORIZED');
  return u;
}

export function identityService(repo: IdentityRepository, now: () => number = Date.now) {
  return {
    /**
     * Issues a random session token; only its hash is stored, so a leaked table reveals no session.
     * The device it was logged in from is kept for operators (and for a device ban to end it).
     */
    async createSession(userId: number, ttlMs = SESSION_TTL_MS, deviceId: string | null = null): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const t = now();
      await repo.insertSession({
        user_id: userId,
        token_hash: hashToken(token),
        created_at: t,
        expires_at: t + ttlMs,
        revoked_at: null,
        device_id: deviceId,
      });
      return token;
    },
    async userForToken(token: string): Promise<SessionUser | null> {
      const u = await repo.findLiveSessionUser(hashToken(token), now());
      return u ? sessionUserOf(u) : null;
    },
    /** User info of the token's live session (what a page served to a logged-in visitor shows), in one read; null without one. */
    async userInfoForToken(token: string): Promise<TUserInfo | null> {
      const u = await repo.findLiveSessionUser(hashToken(token), now());
      return u ? presentUser(u) : null;
    },
    /** A user as a session of theirs would give them (the demo broadcast acts as its anchor); null when there is none. */
    async sessionUser(userId: number): Promise<SessionUser | null> {
      const u = await repo.findUserById(userId);
      return u ? sessionUserOf(u) : null;
    },
    async userInfo(userId: number): Promise<TUserInfo> {
      const u = await repo.findUserById(userId);
      if (!u) throw new AppError('UNAUTHORIZED');
      return presentUser(u);
    },
    /** A user as other people see them (chat, rooms), by id or by nick name; null when there is none. */
    async publicUser(by: { id: number } | { nickName: string }): Promise<TPublicUser | null> {
      const u = 'id' in by ? await repo.findUserById(by.id) : await repo.findUserByNick(by.nickName);
      return u ? presentPublicUser(u) : null;
    },
    /** Several users as other people see them, by id (unknown ids are left out). */
    async publicUsers(ids: number[]): Promise<Map<number, TPublicUser>> {
      const rows = await repo.findUsersByIds([...new Set(ids)]);
      return new Map(rows.map((u) => [Number(u.id), presentPublicUser(u)]));
    },
    /** Public profiles by id (unknown ids are left out). */
    async profilesByIds(ids: number[]): Promise<Map<number, TProfile>> {
      const rows = await repo.findProfilesByIds([...new Set(ids)]);
      return new Map(rows.map((u) => [Number(u.id), presentProfile(u)]));
    },
    /** Ids of the anchors whose nickname contains the word, most followed first and then by id. */
    anchorIds: (word: string) => repo.anchorIds(word),
    /** Ids of at most `limit` anchors whose nickname contains the word, in no order (a capped count, a search's few). */
    someAnchorIds: (word: string, limit: number) => repo.someAnchorIds(word, limit),
    /** How many anchors there are. */
    anchorCount: () => repo.anchorCount(),
    /** Whether `url` is a picture this user uploaded through our upload call (pictures are used only by their owner). */
    async ownsUpload(userId: number, url: string): Promise<boolean> {
      const up = await repo.findUploadByUrl(url);
      return up !== undefined && Number(up.user_id) === userId;
    },
    /** One slice of `anchorIds(word)` without the `except` ids (e.g. the anchors a caller lists already). */
    anchorIdsPage: (q: { word?: string; except: number[]; offset: number; limit: number }) => repo.anchorIdsPage(q),
    /** Follows move an anchor's fan count (the live capability keeps who follows whom); returns the new count. */
    async addFans(userId: number, delta: number): Promise<number> {
      const n = await repo.addFans(userId, delta);
      if (n === null) throw new AppError('NOT_FOUND', '用户不存在');
      return n;
    },
    /** New users per Beijing day (day index to count) from `fromDay` on: the console's chart. */
    async registrationsByDay(fromDay: number): Promise<Map<number, number>> {
      return new Map((await repo.registrationsByDay(fromDay)).map((r) => [Number(r.day), Number(r.n)]));
    },
    /** Operators' view of users: nick name and mobile, by id. */
    async contacts(ids: number[]): Promise<Map<number, { nickName: string; mobile: string | null }>> {
      const rows = await repo.findUsersByIds([...new Set(ids)]);
      return new Map(rows.map((u) => [Number(u.id), { nickName: u.nick_name, mobile: u.mobile }]));
    },
    /** Stores the payment password's hash (the wallet checks and hashes it). */
    async setPayPasswordHash(userId: number, hash: string): Promise<void> {
      await repo.updateUser(userId, { pay_password_hash: hash });
    },
    /** Hashes and stores a new payment password (the wallet's withdrawals check it with `payPasswordMatches`). */
    async setPayPassword(userId: number, plain: string): Promise<void> {
      await repo.updateUser(userId, { pay_password_hash: await hashPassword(plain) });
    },
    /** Whether a payment password matches the user's stored one (constant time; false without one). */
    async payPasswordMatches(userId: number, plain: string): Promise<boolean> {
      const u = await repo.findUserById(userId);
      return verifyPassword(plain, u?.pay_password_hash ?? null);
    },
    /**
     * Grants or removes the anchor role (anchor applications are approved through this). Live keeps
     * a copy of the role on anchors' rooms: its review calls this and then refreshes the copy; any
     * other caller must tell live too (`LiveService.anchorChanged`).
     */
    async setAnchor(userId: number, on: boolean): Promise<void> {
      await repo.updateUserRoles(userId, { is_anchor: on ? 1 : 0 });
    },
    /** Grants or removes the expert role (expert applications are approved through this). */
    async setExpert(userId: number, on: boolean): Promise<void> {
      await repo.updateUserRoles(userId, { is_expert: on ? 1 : 0 });
    },
    async isExpert(userId: number): Promise<boolean> {
      return Boolean((await repo.findUserById(userId))?.is_expert);
    },
    /** Ids of every expert (isExpert 1). */
    expertIds: () => repo.expertIds(),
    /** Revokes the session; false when it was already gone (the client treats both as logged out). */
    logout(token: string): Promise<boolean> {
      return repo.revokeSession(hashToken(token), now());
    },
  };
}
export type IdentityService = ReturnType<typeof identityService>;
