import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Q = Kysely<Database>;
export type LinkTable = 'banner' | 'advert';
const COLUMNS = ['id', 'title', 'image_url', 'jump_type', 'inner_page_id', 'target_id', 'outer_link', 'sort', 'enabled'] as const;

/** A banner's or advert's own columns as the console stores them. */
export interface LinkValues {
  title: string;
  image_url: string;
  jump_type: number | null;
  inner_page_id: number | null;
  target_id: string | null;
  outer_link: string | null;
  sort: number;
  enabled: number;
}

/** The console's SQL of banners and adverts (every row, on or off); each takes the connection or the action's transaction. */
export const linksRepository = {
  banners: (q: Q) =>
    q
      .selectFrom('banner')
      .select([...COLUMNS, 'channel'])
      .orderBy('channel')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  banner: (q: Q, id: number) =>
    q
      .selectFrom('banner')
      .select([...COLUMNS, 'channel'])
      .where('id', '=', id)
      .executeTakeFirst(),
  async insertBanner(q: Q, v: LinkValues & { channel: 'pc' | 'app' }): Promise<number> {
    return Number((await q.insertInto('banner').values(v).returning('id').executeTakeFirstOrThrow()).id);
  },
  updateBanner: (q: Q, id: number, v: LinkValues & { channel: 'pc' | 'app' }) =>
    q.updateTable('banner').set(v).where('id', '=', id).execute(),
  adverts: (q: Q) =>
    q
      .selectFrom('advert')
      .select([...COLUMNS, 'place_code'])
      .orderBy('place_code')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  advert: (q: Q, id: number) =>
    q
      .selectFrom('advert')
      .select([...COLUMNS, 'place_code'])
      .where('id', '=', id)
      .executeTakeFirst(),
  async insertAdvert(q: Q, v: LinkValues & { place_code: string }): Promise<number> {
    return Number((await q.insertInto('advert').values(v).returning('id').executeTakeFirstOrThrow()).id);
  },
  updateAdvert: (q: Q, id: number, v: LinkValues & { place_code: string }) => q.updateTable('advert').set(v).where('id', '=', id).execute(),
  setEnabled: (q: Q, table: LinkTable, id: number, enabled: boolean) =>
    q
      .updateTable(table)
      .set({ enabled: enabled ? 1 : 0 })
      .where('id', '=', id)
      .execute(),
  remove: (q: Q, table: LinkTable, id: number) => q.deleteFrom(table).where('id', '=', id).execute(),
};
