import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The operators' reads and writes of site content (every row, enabled or not). */
export function contentRepository(db: Kysely<Database>) {
  return {
    hotWords: () => db.selectFrom('hot_search').selectAll().orderBy('rank').orderBy('id').execute(),
    hotWord: (id: number) => db.selectFrom('hot_search').selectAll().where('id', '=', id).executeTakeFirst(),
    async addHotWord(word: string, rank: number): Promise<number> {
      const r = await db.insertInto('hot_search').values({ word, rank, enabled: 1 }).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async enableHotWord(id: number, enabled: boolean) {
      await db
        .updateTable('hot_search')
        .set({ enabled: enabled ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    },
    announcements: () =>
      db
        .selectFrom('announcement')
        .select(['id', 'title', 'summary', 'published_at', 'enabled'])
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute(),
    announcement: (id: number) =>
      db.selectFrom('announcement').select(['id', 'title', 'summary', 'published_at', 'enabled']).where('id', '=', id).executeTakeFirst(),
    async addAnnouncement(v: { title: string; summary: string; content: string; published_at: number }): Promise<number> {
      const r = await db
        .insertInto('announcement')
        .values({ ...v, enabled: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async enableAnnouncement(id: number, enabled: boolean) {
      await db
        .updateTable('announcement')
        .set({ enabled: enabled ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
