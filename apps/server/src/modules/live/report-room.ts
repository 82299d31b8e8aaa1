import { type TReportBody } from '@sports/contracts';
import { AppError } from '../../http/errors';
import { REPORT_WINDOW_MS, type LiveCore } from './core';

/** Reporting a room (once per user and room in a window). */
export function reportRoom(c: LiveCore) {
  const { repo, now } = c;
  return {
    async report(userId: number, body: TReportBody) {
      const room = await repo.findRoomRaw(body.roomId);
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      if (await repo.recentReport(userId, body.roomId, now() - REPORT_WINDOW_MS)) throw new AppError('REPORT_TOO_FREQUENT');
      await repo.insertReport({ reporter_id: userId, room_id: body.roomId, reason: body.reason, content: body.content, created_at: now() });
    },
  };
}
