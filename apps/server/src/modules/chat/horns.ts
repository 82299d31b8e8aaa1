import type { THorn, THornSnapshot, TPage } from '@sports/contracts';
import type { ChatEvents } from './events';
import { presentHorn } from './presenter';
import type { ChatRepository } from './repository';
import { clean, lengthOf } from './text';

const HORN_MAX_LENGTH = 100;

/** Horns: announcements shown across every room (the `horn` topic). */
export function hornUseCases(repo: ChatRepository, events: ChatEvents, now: () => number) {
  async function horns(page: number, pageSize: number): Promise<TPage<THorn>> {
    const { total, rows } = await repo.horns(page, pageSize);
    return { list: rows.map(presentHorn), totalNumber: total, page, pageSize };
  }
  const latestHorn = async (): Promise<THorn | null> => (await horns(1, 1)).list[0] ?? null;
  return {
    horns,
    latestHorn,
    /** The `horn` topic's resync snapshot: the latest horn. */
    hornSnapshot: async (): Promise<THornSnapshot> => ({ horn: await latestHorn() }),

    /** A horn announcement from the operators (系统公告), emitted (`horn.posted`) once stored. */
    async systemHorn(content: string): Promise<number> {
      const c = clean(content);
      if (!c) throw new Error('请输入喇叭内容');
      if (lengthOf(c) > HORN_MAX_LENGTH) throw new Error(`喇叭内容不能超过${HORN_MAX_LENGTH}个字`);
      const t = now();
      const id = await repo.addHorn({ user_id: null, room_id: null, content: c, created_at: t, nick_name: null });
      await events.emitAndWait('horn.posted', { horn: { id, userId: null, nickName: '系统公告', roomId: null, content: c, createdAt: t } });
      return id;
    },
  };
}
