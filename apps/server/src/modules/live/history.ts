import { type THistoryItem, type TPage } from '@sports/contracts';
import { AppError } from '../../http/errors';
import { DAY, dayStart, type LiveCore } from './core';
import { historyItem } from './presenter';
import type { RoomLifecycle } from './room-lifecycle';
import type { SessionUser } from '../identity';

/** An anchor's broadcast history, by Beijing days. */
export function broadcastHistory(c: LiveCore, lifecycle: RoomLifecycle) {
  const { repo, now, matchTitles, ports } = c;
  return {
    async history(
      user: Pick<SessionUser, 'id' | 'isAnchor' | 'nickName'>,
      q: { roomId?: number; startDate?: string; endDate?: string; page: number; pageSize: number },
    ): Promise<TPage<THistoryItem>> {
      const own = await lifecycle.requireOwnRoom(user);
      if (q.roomId !== undefined && q.roomId !== Number(own.id)) throw new AppError('FORBIDDEN');
      const from = q.startDate ? dayStart(q.startDate) : undefined;
      const to = q.endDate ? dayStart(q.endDate) + DAY : undefined;
      if (from !== undefined && to !== undefined && from >= to) throw new AppError('DATE_RANGE_INVALID');
      const { rows, total } = await repo.pageSessions(Number(own.id), from, to, q.page, q.pageSize);
      const titles = await matchTitles(rows.map((r) => (r.match_id === null ? null : Number(r.match_id))));
      const replays = ports.replaysOf
        ? await ports.replaysOf(
            Number(own.id),
            rows.map((r) => ({
              id: Number(r.id),
              startedAt: Number(r.started_at),
              endedAt: r.ended_at === null ? null : Number(r.ended_at),
            })),
          )
        : new Map<number, number>();
      const t = now();
      return {
        list: rows.map((r) =>
          historyItem(
            r,
            r.match_id === null ? null : (titles.get(Number(r.match_id))?.title ?? null),
            t,
            replays.get(Number(r.id)) ?? null,
          ),
        ),
        totalNumber: total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  };
}
