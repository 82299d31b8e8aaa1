import { matchTypeOfSport, type TRoomInfo, type TRoomUpdate } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { LiveCore } from './core';
import type { RoomLifecycle } from './room-lifecycle';
import type { SessionUser } from '../identity';

/** An anchor's own room: read and change its title, cover, category, match and notice. */
export function manageRoom(c: LiveCore, lifecycle: RoomLifecycle) {
  const { repo, now, navEnabled, requireMatch, infoOf, ports, roomsChanged } = c;
  return {
    async info(user: Pick<SessionUser, 'id' | 'isAnchor' | 'nickName'>, roomId?: number): Promise<TRoomInfo> {
      const own = await lifecycle.requireOwnRoom(user);
      if (roomId !== undefined && roomId !== Number(own.id)) throw new AppError('FORBIDDEN');
      return infoOf(Number(own.id));
    },
    async update(user: Pick<SessionUser, 'id' | 'isAnchor' | 'nickName'>, body: TRoomUpdate): Promise<TRoomInfo> {
      const own = await lifecycle.requireOwnRoom(user);
      if (!(await navEnabled(body.navId))) throw new AppError('NAV_NOT_FOUND');
      if (body.cover && !/^(\/uploads\/[\w.-]+|\/demo\/[\w.-]+)$/.test(body.cover)) throw new AppError('COVER_INVALID');
      // An upload is used only by the user who uploaded it; the demo pictures are for everyone.
      if (body.cover.startsWith('/uploads/') && !(await ports.ownsUpload(Number(user.id), body.cover))) throw new AppError('COVER_INVALID');
      let matchType: number | null = null;
      if (body.matchId !== null) matchType = matchTypeOfSport((await requireMatch(body.matchId)).sport);
      await repo.updateRoom(Number(own.id), {
        title: body.title,
        cover: body.cover,
        nav_id: body.navId,
        match_id: body.matchId,
        match_type: matchType,
        notice: body.notice,
        updated_at: now(),
      });
      const before = own.match_id === null ? null : Number(own.match_id);
      if (before !== body.matchId) roomsChanged(before, body.matchId);
      return infoOf(Number(own.id));
    },
  };
}
