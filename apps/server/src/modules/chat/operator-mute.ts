import { AppError } from '../../http/errors';
import type { ChatChannels, ChatPorts } from './channels';
import { SYSTEM_LINE } from './presenter';
import type { ChatRepository } from './repository';

/**
 * The operators' mutes: a user silenced in a room for a period (or lifted), from the console. The
 * mute is the same row anchors and managers write (the send check reads it); `by_user_id` 0 marks
 * an operator, whose name is kept as the muter's name.
 */
export function operatorMuteUseCases(ch: ChatChannels, repo: ChatRepository, ports: ChatPorts, now: () => number) {
  return {
    async operatorMute(roomId: number, userId: number, minutes: number, operatorName: string) {
      const room = await ch.room(roomId);
      const target = await ports.user(userId);
      if (!target) throw new AppError('NOT_FOUND', '用户不存在');
      const before = await ch.activeForbid(roomId, userId);
      const until = now() + minutes * 60_000;
      await repo.upsertForbid({
        room_id: roomId,
        user_id: userId,
        until,
        by_user_id: 0,
        created_at: now(),
        nick_name: target.nickName,
        portrait: target.portrait,
        by_nick_name: `运营 ${operatorName}`.slice(0, 32),
      });
      await ch.post(ch.roomChannel(room), null, SYSTEM_LINE, `${target.nickName} 已被禁言${minutes}分钟`);
      return { before: before ? { until: before.until } : null, until };
    },
  };
}
