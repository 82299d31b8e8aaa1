import {
  HORN_MAX_LENGTH,
  HORN_PRICE,
  HORN_RATE,
  SYSTEM_HORN_MAX_LENGTH,
  type THorn,
  type THornSendResult,
  type THornSnapshot,
  type TPage,
} from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { SharedCounters } from '../../state/counters';
import type { ChatPorts } from './channels';
import type { ChatEvents } from './events';
import { presentHorn } from './presenter';
import type { ChatRepository } from './repository';
import { clean, lengthOf } from './text';

/** The operators' announcements may be longer than a user's horn. */
/** The wallet's trade type of a horn bought by a user (contracts TRADE_TYPES 18 购买喇叭). */
export const HORN_TRADE_TYPE = 18 as const;

export interface HornDeps {
  repo: ChatRepository;
  events: ChatEvents;
  ports: ChatPorts;
  counters: SharedCounters;
  /** The chat's banned-word masking: a horn whose text it would change is refused. */
  mask: (content: string) => Promise<string>;
  now: () => number;
}

/** Horns: one line shown across every room (the `horn` topic), from the operators or bought by a user. */
export function hornUseCases({ repo, events, ports, counters, mask, now }: HornDeps) {
  async function horns(page: number, pageSize: number, userId?: number): Promise<TPage<THorn>> {
    const { total, rows } = await repo.horns(page, pageSize, userId);
    return { list: rows.map(presentHorn), totalNumber: total, page, pageSize };
  }
  const latestHorn = async (): Promise<THorn | null> => (await horns(1, 1)).list[0] ?? null;
  return {
    horns,
    /** The horns one user bought, newest first. */
    myHorns: (userId: number, page: number, pageSize: number) => horns(page, pageSize, userId),
    latestHorn,
    /** The `horn` topic's resync snapshot: the latest horn. */
    hornSnapshot: async (): Promise<THornSnapshot> => ({ horn: await latestHorn() }),

    /** A horn announcement from the operators (系统公告), emitted (`horn.posted`) once stored. */
    async systemHorn(content: string): Promise<number> {
      const c = clean(content);
      if (!c) throw new Error('请输入喇叭内容');
      if (lengthOf(c) > SYSTEM_HORN_MAX_LENGTH) throw new Error(`喇叭内容不能超过${SYSTEM_HORN_MAX_LENGTH}个字`);
      const t = now();
      const id = await repo.addHorn({ user_id: null, room_id: null, content: c, created_at: t, nick_name: null });
      await events.emitAndWait('horn.posted', { horn: { id, userId: null, nickName: '系统公告', roomId: null, content: c, createdAt: t } });
      return id;
    },

    /**
     * A horn a user buys for HORN_PRICE diamonds: the row and journal `horn:<id>` (trade 18, to the
     * house) in one transaction, then emitted (`horn.posted`) to every room. Refused with nothing
     * stored or paid: empty, longer than HORN_MAX_LENGTH, a banned word, muted in any room, faster
     * than HORN_RATE, not enough diamonds. A user who cannot pay is refused before the rate count, so
     * a refusal for money does not use up their horns of the minute (the spend in the transaction
     * still decides when two sends race for the last diamonds).
     */
    async sendHorn(userId: number, content: string): Promise<THornSendResult> {
      const { transaction, spend } = ports;
      if (!transaction || !spend) throw new Error('horns cannot be paid for without the wallet');
      const c = clean(content);
      if (!c) throw new AppError('HORN_EMPTY');
      if (lengthOf(c) > HORN_MAX_LENGTH) throw new AppError('HORN_TOO_LONG');
      if ((await mask(c)) !== c) throw new AppError('HORN_BANNED_WORD');
      const t = now();
      if (await repo.mutedAnywhere(userId, t)) throw new AppError('CHAT_FORBIDDEN');
      await ports.maySpeak(userId);
      const user = await ports.user(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (ports.diamonds && (await ports.diamonds(userId)) < HORN_PRICE) throw new AppError('INSUFFICIENT_BALANCE');
      if (!(await counters.hit(`horn:u:${userId}`, HORN_RATE.limit, HORN_RATE.windowMs))) throw new AppError('HORN_TOO_FAST');
      const row = { user_id: userId, room_id: null, content: c, created_at: t, nick_name: user.nickName };
      const { id, balance } = await transaction(async (trx) => {
        const id = await repo.addHorn(row, trx);
        const balance = await spend(trx, `horn:${id}`, userId, HORN_PRICE, `喇叭 #${id}`);
        return { id, balance };
      });
      const horn: THorn = { id, userId, nickName: user.nickName, roomId: null, content: c, createdAt: t };
      // Paid and stored: a failed push must not turn the answer into an error (clients also poll /api/horn/info).
      await events.emitAndWait('horn.posted', { horn }).catch(() => undefined);
      return { horn, balance };
    },
  };
}
