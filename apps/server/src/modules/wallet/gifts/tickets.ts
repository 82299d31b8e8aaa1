import {
  SIGNIN_TICKETS,
  WATCH_BEAT_MAX_GAP_MS,
  WATCH_BEAT_MIN_MS,
  WATCH_DAILY_CAP,
  WATCH_STEP_MS,
  shanghaiDate,
  type TTicketStatus,
  type TWatchBeatResult,
} from '@sports/contracts';
import { AppError } from '../../../http/errors';
import { postJournal } from '../ledger';
import type { WalletService } from '../service';
import type { GiftRepository } from './repository';
import { beijingDay, type GiftPorts } from './service';

export interface TicketDeps {
  repo: GiftRepository;
  wallet: WalletService;
  ports: Pick<GiftPorts, 'room'>;
  now?: () => number;
}

/** Tickets (球票) the system grants (trade 7): the daily sign-in and watch time in live rooms. */
export function ticketService({ repo, wallet, ports, now = Date.now }: TicketDeps) {
  async function ticketStatus(userId: number): Promise<TTicketStatus> {
    const t = now();
    const row = await repo.ticketDay(repo.db, userId, beijingDay(t));
    const b = await wallet.balances(userId);
    return {
      day: shanghaiDate(t),
      signedIn: Boolean(row?.signed_in),
      signInTickets: SIGNIN_TICKETS,
      watchTickets: Number(row?.watch_tickets ?? 0),
      watchCap: WATCH_DAILY_CAP,
      watchedMs: Number(row?.watched_ms ?? 0),
      ticket: b.ticket,
    };
  }

  return {
    ticketStatus,

    /** Daily sign-in: SIGNIN_TICKETS tickets (trade 7), once per Beijing day (journal `signin:<user>:<day>`). */
    async signIn(userId: number): Promise<TTicketStatus> {
      const t = now();
      const day = beijingDay(t);
      await wallet.transaction(async (trx) => {
        await repo.ensureTicketDay(trx, userId, day);
        if (!(await repo.markSignedIn(trx, userId, day, SIGNIN_TICKETS))) throw new AppError('SIGNIN_ALREADY');
        await postJournal(
          trx,
          {
            ref: `signin:${userId}:${day}`,
            tradeType: 7,
            memo: '每日签到',
            entries: [
              { userId, tradeType: 7, ticket: SIGNIN_TICKETS },
              { userId: null, tradeType: 7, ticket: -SIGNIN_TICKETS },
            ],
          },
          t,
        );
      });
      return ticketStatus(userId);
    },

    /**
     * A watching heartbeat from a live room (logged in). The time since the previous heartbeat
     * counts when it is between WATCH_BEAT_MIN_MS and WATCH_BEAT_MAX_GAP_MS (capped at the max
     * gap); closer heartbeats are refused and count nothing, so a client cannot speed time up.
     * Each full WATCH_STEP_MS watched grants one ticket, at most WATCH_DAILY_CAP a day
     * (journal `watch:<user>:<day>:<n>`).
     */
    async watchBeat(userId: number, roomId: number): Promise<TWatchBeatResult> {
      const room = await ports.room(roomId);
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      if (!room.isLive) throw new AppError('WATCH_NOT_LIVE');
      const t = now();
      const day = beijingDay(t);
      const out = await wallet.transaction(async (trx) => {
        await repo.ensureTicketDay(trx, userId, day);
        const row = await repo.ticketDay(trx, userId, day);
        if (!row) throw new Error('ticket day row missing');
        const last = row.last_beat_at === null ? null : Number(row.last_beat_at);
        if (last !== null && t - last < WATCH_BEAT_MIN_MS && t >= last) throw new AppError('WATCH_TOO_FAST');
        const gap = last === null || t < last ? 0 : t - last;
        const counted = gap > WATCH_BEAT_MAX_GAP_MS ? 0 : gap;
        const watched = Number(row.watched_ms) + counted;
        const before = Number(row.watch_tickets);
        const due = Math.min(WATCH_DAILY_CAP, Math.floor(watched / WATCH_STEP_MS));
        const granted = Math.max(0, due - before);
        // Only the heartbeat that read this state may move it on (another in flight loses).
        const moved = await repo.advanceWatch(
          trx,
          { id: row.id, watchedMs: row.watched_ms, lastBeatAt: last },
          { last_beat_at: t, last_room_id: roomId, watched_ms: watched, watch_tickets: before + granted },
        );
        if (!moved) throw new AppError('WATCH_TOO_FAST');
        let ticket: number | null = null;
        if (granted > 0) {
          const { after } = await postJournal(
            trx,
            {
              ref: `watch:${userId}:${day}:${before + granted}`,
              tradeType: 7,
              memo: '观看直播奖励',
              entries: [
                { userId, tradeType: 7, ticket: granted },
                { userId: null, tradeType: 7, ticket: -granted },
              ],
            },
            t,
          );
          ticket = after.get(userId)?.ticket ?? null;
        }
        return { granted, watchTickets: before + granted, watchedMs: watched, ticket };
      });
      return { ...out, ticket: out.ticket ?? (await wallet.balances(userId)).ticket };
    },
  };
}
export type TicketService = ReturnType<typeof ticketService>;
