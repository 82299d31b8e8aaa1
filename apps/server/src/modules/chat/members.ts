import type { TPage, TRoomMember } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { ChatChannels, ChatPorts } from './channels';
import { presentMember, SYSTEM_LINE } from './presenter';
import type { ChatRepository } from './repository';

/** A room's managers (set by its anchor) and mutes (by the anchor and the managers). */
export function memberUseCases(ch: ChatChannels, repo: ChatRepository, ports: ChatPorts, now: () => number) {
  async function canMute(roomId: number, userId: number) {
    const r = await ch.room(roomId);
    if (r.anchorId === userId) return { room: r, isAnchor: true, isManager: false };
    const isManager = Boolean(await repo.isManager(roomId, userId));
    return { room: r, isAnchor: false, isManager };
  }

  return {
    // Managers: only the room's anchor sets them.
    async managers(actorId: number, q: { roomId: number; nickName?: string; page: number; pageSize: number }): Promise<TPage<TRoomMember>> {
      const r = await ch.room(q.roomId);
      if (r.anchorId !== actorId) throw new AppError('CHAT_NOT_ROOM_ANCHOR');
      const { total, rows } = await repo.members('chat_manager', q.roomId, { ...q, now: now() });
      return { list: rows.map(presentMember), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },
    async addManager(actorId: number, roomId: number, nickName: string) {
      const r = await ch.room(roomId);
      if (r.anchorId !== actorId) throw new AppError('CHAT_NOT_ROOM_ANCHOR');
      const target = await ports.userByNick(nickName);
      if (!target) throw new AppError('CHAT_USER_NOT_FOUND');
      if (target.id === actorId) throw new AppError('CHAT_SELF');
      if (await repo.isManager(roomId, target.id)) throw new AppError('CHAT_ALREADY_MANAGER');
      const by = await ports.user(actorId);
      await repo.addManager({
        room_id: roomId,
        user_id: target.id,
        by_user_id: actorId,
        created_at: now(),
        nick_name: target.nickName,
        portrait: target.portrait,
        by_nick_name: by?.nickName ?? '',
      });
      await ch.post(ch.roomChannel(r), null, SYSTEM_LINE, `${target.nickName} 被主播设为房管`);
    },
    async removeManager(actorId: number, id: number) {
      const m = await repo.member('chat_manager', id);
      if (!m) throw new AppError('CHAT_RECORD_NOT_FOUND');
      const r = await ch.room(Number(m.room_id));
      if (r.anchorId !== actorId) throw new AppError('CHAT_NOT_ROOM_ANCHOR');
      await repo.removeMember('chat_manager', id);
    },

    // Mutes: the anchor and the room's managers; never the anchor or a manager.
    async forbids(actorId: number, q: { roomId: number; nickName?: string; page: number; pageSize: number }): Promise<TPage<TRoomMember>> {
      const rights = await canMute(q.roomId, actorId);
      if (!rights.isAnchor && !rights.isManager) throw new AppError('CHAT_NO_MUTE_RIGHT');
      const { total, rows } = await repo.members('chat_forbid', q.roomId, { ...q, now: now() });
      return { list: rows.map(presentMember), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },
    async addForbid(actorId: number, roomId: number, nickName: string, minutes?: number) {
      const rights = await canMute(roomId, actorId);
      if (!rights.isAnchor && !rights.isManager) throw new AppError('CHAT_NO_MUTE_RIGHT');
      const target = await ports.userByNick(nickName);
      if (!target) throw new AppError('CHAT_USER_NOT_FOUND');
      const targetId = target.id;
      if (targetId === actorId) throw new AppError('CHAT_SELF');
      if (targetId === rights.room.anchorId || (await repo.isManager(roomId, targetId))) throw new AppError('CHAT_CANNOT_MUTE');
      if (await ch.activeForbid(roomId, targetId)) throw new AppError('CHAT_ALREADY_FORBIDDEN');
      const until = minutes ? now() + minutes * 60_000 : null;
      const by = await ports.user(actorId);
      await repo.upsertForbid({
        room_id: roomId,
        user_id: targetId,
        until,
        by_user_id: actorId,
        created_at: now(),
        nick_name: target.nickName,
        portrait: target.portrait,
        by_nick_name: by?.nickName ?? '',
      });
      await ch.post(ch.roomChannel(rights.room), null, SYSTEM_LINE, `${target.nickName} 已被禁言${minutes ? `${minutes}分钟` : ''}`);
    },
    async removeForbid(actorId: number, id: number) {
      const m = await repo.member('chat_forbid', id);
      if (!m) throw new AppError('CHAT_RECORD_NOT_FOUND');
      const rights = await canMute(Number(m.room_id), actorId);
      if (!rights.isAnchor && !rights.isManager) throw new AppError('CHAT_NO_MUTE_RIGHT');
      await repo.removeMember('chat_forbid', id);
    },
  };
}
