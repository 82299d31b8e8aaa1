import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { SETTING_KEYS } from './service';

/** Demo content of the site capability (a fresh install shows a living site). */
export async function seedSite(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('site_setting')
    .values([
      { key: SETTING_KEYS.config, value: JSON.stringify({ jiyanSwitch: 0, customerServiceUrl: '', customerServiceSwitch: '0' }) },
    ])
    .execute();
  await db
    .insertInto('nav_category')
    .values([
      { name: '热门', sport_id: 0, icon: '', sort: 0, enabled: 1 },
      { name: '足球', sport_id: 1, icon: '', sort: 1, enabled: 1 },
      { name: '篮球', sport_id: 2, icon: '', sort: 2, enabled: 1 },
    ])
    .execute();
  void now;
}
