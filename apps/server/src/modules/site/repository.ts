import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { statement } from '../../db/compiled';
import { paginate } from '../../db/paging';

const versionStatement = statement((db) => db.selectFrom('site_content_version').select('v').where('id', '=', 1));

/** All SQL of the site capability. */
export function siteRepository(db: Kysely<Database>) {
  const linkColumns = ['id', 'title', 'image_url', 'inner_page_id', 'jump_type', 'target_id', 'outer_link', 'sort'] as const;
  return {
    /** The version of everything the public calls show (migration 0045): moved by every write to the site's tables. */
    async contentVersion(): Promise<number> {
      const row = (await versionStatement(db, {})).rows[0];
      return Number(row?.v ?? 0);
    },
    async getSetting(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('site_setting').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },
    async setSetting(key: string, value: string): Promise<void> {
      await db
        .insertInto('site_setting')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
    listNav() {
      return db.selectFrom('nav_category').selectAll().where('enabled', '=', 1).orderBy('sort').orderBy('id').execute();
    },
    /** Every category, disabled ones too. */
    listAllNav() {
      return db.selectFrom('nav_category').select(['id', 'name', 'enabled']).orderBy('sort').orderBy('id').execute();
    },
    listBanners(channel: 'pc' | 'app', limit: number) {
      return db
        .selectFrom('banner')
        .select(linkColumns)
        .where('enabled', '=', 1)
        .where('channel', '=', channel)
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    listAdverts(placeCode: string) {
      return db
        .selectFrom('advert')
        .select([...linkColumns, 'place_code'])
        .where('enabled', '=', 1)
        .where('place_code', '=', placeCode)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
    listPosters(placeCode: string) {
      return db
        .selectFrom('poster')
        .select([...linkColumns, 'category'])
        .where('enabled', '=', 1)
        .where('place_code', '=', placeCode)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
    async listAnnouncements(page: number, pageSize: number) {
      const base = db.selectFrom('announcement').where('enabled', '=', 1);
      return paginate(
        base,
        (q) => q.select(['id', 'title', 'summary', 'published_at']).orderBy('published_at', 'desc').orderBy('id', 'desc'),
        page,
        pageSize,
      );
    },
    getAnnouncement(id: number) {
      return db.selectFrom('announcement').selectAll().where('id', '=', id).where('enabled', '=', 1).executeTakeFirst();
    },
    getAbout(id: string) {
      return db.selectFrom('about_page').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listAbout() {
      return db.selectFrom('about_page').select(['id', 'title']).orderBy('sort').execute();
    },
  };
}
export type SiteRepository = ReturnType<typeof siteRepository>;
