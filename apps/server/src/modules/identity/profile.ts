import { createHash } from 'node:crypto';
import { ACCOUNT_LIMITS, PHONE_RE, SMS_TYPES, stripSpaces, type TExpertInfo, type TRealName } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { IdentityRepository } from './repository';
import { accountOf } from './service';
import type { SessionUser } from './session-user';
import type { SmsService } from './sms/service';

type User = Pick<SessionUser, 'id' | 'mobile'>;
const len = (s: string) => [...s].length;
const REAL_NAME_RE = /^[\u4e00-\u9fa5]{1,10}(·[\u4e00-\u9fa5]{1,10})*$/;
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** A mainland resident ID: 18 characters, a real birth date and the ISO 7064 check character. */
export function isValidIdCard(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth.getTime() > Date.now()) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

const maskName = (n: string) => [...n][0] + '*'.repeat(Math.max(1, len(n) - 1));
const maskIdCard = (id: string) => `${id.slice(0, 4)}${'*'.repeat(10)}${id.slice(14)}`;

/** Nickname, portrait, description, real name, phone binding and the expert head (SPEC §3, §5). */
export function profileService(deps: {
  repo: IdentityRepository;
  sms: SmsService;
  now?: () => number;
  expertRecords?: (userId: number) => Promise<{ favors: number; fans: number; fifteenRecords: number; sevenRecords: number }>;
  /** Told after a user's nickname changed (live keeps a copy on an anchor's room). */
  onNickChanged?: (userId: number) => Promise<void>;
}) {
  const { repo, sms } = deps;
  const now = deps.now ?? Date.now;

  function nick(raw: string): string {
    const n = raw.trim();
    if (len(n) < 1 || len(n) > ACCOUNT_LIMITS.nicknameMax) throw new AppError('NICKNAME_LENGTH');
    return n;
  }

  return {
    async expertInfo(caller: User): Promise<TExpertInfo> {
      const user = await accountOf(repo, caller.id);
      if (!user.is_expert) throw new AppError('NOT_EXPERT');
      if (deps.expertRecords) {
        const r = await deps.expertRecords(Number(user.id));
        return { name: user.nick_name, description: user.description, ...r };
      }
      const p = await repo.findExpertProfile(Number(user.id));
      return {
        name: user.nick_name,
        favors: Number(p?.favors ?? 0),
        fans: Number(user.fans_count),
        description: user.description,
        fifteenRecords: Number(p?.fifteen_records ?? 0),
        sevenRecords: Number(p?.seven_records ?? 0),
      };
    },

    /** Free when nobody else uses it (the caller's own name counts as free). */
    async nickAvailable(raw: string, userId: number | null): Promise<boolean> {
      return !(await repo.findOtherUserByNick(nick(raw), userId ?? 0));
    },

    async updateNick(user: User, raw: string) {
      const n = nick(raw);
      if (await repo.findOtherUserByNick(n, Number(user.id))) throw new AppError('NICKNAME_TAKEN');
      await repo.updateUser(Number(user.id), { nick_name: n });
      await deps.onNickChanged?.(Number(user.id));
    },

    /** Only a picture this user uploaded through our upload call. */
    async updatePortrait(user: User, raw: string) {
      let p = raw.trim();
      try {
        if (/^https?:\/\//.test(p)) p = new URL(p).pathname;
      } catch {
        throw new AppError('PORTRAIT_INVALID');
      }
      const up = p.startsWith('/uploads/') ? await repo.findUploadByUrl(p) : undefined;
      if (!up || Number(up.user_id) !== Number(user.id)) throw new AppError('PORTRAIT_INVALID');
      await repo.updateUser(Number(user.id), { portrait: up.url });
    },

    async updateDescription(user: User, raw: string) {
      const d = raw.trim();
      if (len(d) > ACCOUNT_LIMITS.descriptionMax) throw new AppError('DESCRIPTION_TOO_LONG');
      await repo.updateUser(Number(user.id), { description: d });
    },

    async realName(caller: User): Promise<TRealName> {
      const user = await accountOf(repo, caller.id);
      return user.real_name_at
        ? { status: 1, realName: maskName(user.real_name ?? ''), idCard: user.id_card_masked ?? '' }
        : { status: 0, realName: '', idCard: '' };
    },

    /** Real-name verification: once per account, one account per ID card; only masked values come back. */
    async setRealName(caller: User, name: string, idRaw: string): Promise<TRealName> {
      const user = await accountOf(repo, caller.id);
      if (user.real_name_at) throw new AppError('REAL_NAME_DONE');
      const realName = name.trim();
      if (!REAL_NAME_RE.test(realName)) throw new AppError('REAL_NAME_INVALID');
      const id = stripSpaces(idRaw).toUpperCase();
      if (!isValidIdCard(id)) throw new AppError('ID_CARD_INVALID');
      const hash = createHash('sha256').update(`idcard:${id}`).digest('hex');
      if (await repo.findUserByIdCardHash(hash)) throw new AppError('ID_CARD_USED');
      await repo.updateUser(Number(user.id), {
        real_name: realName,
        id_card_masked: maskIdCard(id),
        id_card_hash: hash,
        real_name_at: now(),
      });
      return { status: 1, realName: maskName(realName), idCard: maskIdCard(id) };
    },

    /** Binds or changes the mobile with a code sent to the new number. */
    async bindPhone(user: User, mobileRaw: string, code: string) {
      const mobile = stripSpaces(mobileRaw);
      if (!PHONE_RE.test(mobile)) throw new AppError('PHONE_INVALID');
      if (user.mobile === mobile) throw new AppError('MOBILE_SAME');
      if (await repo.findUserByMobile(mobile)) throw new AppError('MOBILE_TAKEN');
      await sms.consume(mobile, SMS_TYPES.login, code);
      await repo.updateUser(Number(user.id), { mobile });
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
