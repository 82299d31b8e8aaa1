import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ABOUT_SEED } from './seed-about';
import {
  ADVERT_SEED,
  APP_BANNER_SEED,
  DOWNLOAD_INFO_SEED,
  HOT_SEARCH_SEED,
  NAV_SEED,
  POSTER_SEED,
  PC_BANNER_SEED,
  announcementRows,
  downloadConfigSeed,
  linkRow,
} from './seed-content';
import { SETTING_KEYS } from './service';

/** Demo content of the site capability (a fresh install shows a living site). */
export async function seedSite(db: Kysely<Database>, now: number = Date.now()): Promise<void> {
  await db
    .insertInto('site_setting')
    .values([
      { key: SETTING_KEYS.config, value: JSON.stringify({ jiyanSwitch: 0, customerServiceUrl: '', customerServiceSwitch: '0' }) },
      { key: SETTING_KEYS.download, value: JSON.stringify(downloadConfigSeed(now)) },
      { key: SETTING_KEYS.downloadInfo, value: JSON.stringify(DOWNLOAD_INFO_SEED) },
    ])
    .execute();

  await db.insertInto('nav_category').values(NAV_SEED).execute();
  await db
    .insertInto('hot_search')
    .values(HOT_SEARCH_SEED.map((word, i) => ({ word, rank: i + 1, enabled: 1 })))
    .execute();

  await db
    .insertInto('banner')
    .values([
      ...PC_BANNER_SEED.map((b, i) => ({ ...linkRow(b, i + 1), channel: 'pc' as const })),
      ...APP_BANNER_SEED.map((b, i) => ({ ...linkRow(b, i + 1), channel: 'app' as const })),
    ])
    .execute();
  await db
    .insertInto('advert')
    .values(Object.entries(ADVERT_SEED).flatMap(([placeCode, ads]) => ads.map((a, i) => ({ ...linkRow(a, i + 1), place_code: placeCode }))))
    .execute();

  await db
    .insertInto('poster')
    .values(POSTER_SEED.map((p, i) => ({ ...linkRow(p.poster, i + 1), place_code: p.placeCode, category: p.category })))
    .execute();

  await db.insertInto('announcement').values(announcementRows(now)).execute();
  await db
    .insertInto('about_page')
    .values(ABOUT_SEED.map((a, i) => ({ id: a.id, title: a.title, body: a.body, sort: i + 1, updated_at: now })))
    .execute();
}
