import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, DEFAULT_MUTE_MINUTES, MESSAGES, type TChatMessage } from '@sports/contracts';
import { call } from '@/lib/api';

export type TChatModeration = ReturnType<typeof useChatModeration>;

/** A manager's menu on a chat line: mute its author for a chosen time, or (the anchor) make them a manager. */
export function useChatModeration(roomId: number | undefined) {
  const [menuFor, setMenuFor] = useState<number | null>(null);
  const [muteMinutes, setMuteMinutes] = useState<number>(DEFAULT_MUTE_MINUTES);

  const toggleMenu = (id: number) => setMenuFor(menuFor === id ? null : id);

  const act = async (kind: 'forbid' | 'manager', m: TChatMessage) => {
    setMenuFor(null);
    if (!roomId) return;
    const r = await call(kind === 'forbid' ? API_CALLS.forbidAdd : API_CALLS.managerAdd, {
      query: { roomId, nickName: m.nickName, ...(kind === 'forbid' && muteMinutes ? { minutes: muteMinutes } : {}) },
    });
    if (r.code === MESSAGES.OK.code) toast.success(kind === 'forbid' ? `已禁言 ${m.nickName}` : `已将 ${m.nickName} 设为房管`);
    else toast.error(r.message);
  };

  return { menuFor, toggleMenu, muteMinutes, setMuteMinutes, act };
}
