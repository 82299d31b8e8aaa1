import type { TConsoleReport } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { LiveCore } from './core';

/** Report states: open, acted on (warned, stream cut), dismissed. */
export const REPORT_STATE = { open: 0, acted: 1, dismissed: 2 } as const;

/** The operators' side of viewers' reports of rooms: read them, act on the room, or dismiss. */
export function consoleReports(c: LiveCore) {
  const { repo, ports } = c;
  const present = async (rows: Awaited<ReturnType<typeof repo.listReports>>): Promise<TConsoleReport[]> => {
    const who = await ports.contacts(rows.map((r) => Number(r.reporter_id)));
    return rows.map((r) => ({
      id: Number(r.id),
      roomId: Number(r.room_id),
      reporterId: Number(r.reporter_id),
      reporterNick: who.get(Number(r.reporter_id))?.nickName ?? '',
      reason: r.reason,
      content: r.content,
      state: Number(r.state),
      createdAt: Number(r.created_at),
    }));
  };
  return {
    reports: async (all: boolean) => present(await repo.listReports(all, 200)),
    openReportCount: () => repo.countOpenReports(),
    pendingApplicationCount: () => repo.countPendingApplications(),
    /**
     * Settles an open report: `dismiss` leaves the room alone, `warn` records the warning, `cut`
     * takes the room off air through media (publisher, viewers and recording ended, the stream key
     * refused until the anchor opens the room again). Answers the report before and after (for the audit log).
     */
    async actOnReport(id: number, action: 'dismiss' | 'warn' | 'cut') {
      const row = await repo.findReport(id);
      if (!row) throw new AppError('CONSOLE_NOT_FOUND');
      const [before] = await present([row]);
      if (!before || before.state !== REPORT_STATE.open) throw new AppError('CONSOLE_NOT_FOUND');
      const state = action === 'dismiss' ? REPORT_STATE.dismissed : REPORT_STATE.acted;
      if (!(await repo.settleReport(id, state))) throw new AppError('CONSOLE_NOT_FOUND');
      if (action === 'cut') await ports.cutStream(before.roomId);
      return { before, after: { ...before, state } };
    },
  };
}
