import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { identityRepository } from '../src/modules/identity/repository';
import { identityService } from '../src/modules/identity/service';

/** Test data with overrides: every factory writes real rows and returns what a test needs. */

type Db = Kysely<Database>;
let seq = 0;
const next = () => ++seq;

/** Where this process's mobile numbers start: eight digits from the clock, so runs differ. */
const MOBILE_BASE = Date.now() % 1e8;
/**
 * A unique, valid mainland mobile number per call: 139 and eight digits counting up from the base,
 * so a process can make a hundred million before one repeats (four digits of sequence, as before,
 * repeated after 10,000 and broke the benches' larger sizes).
 */
export function uniqueMobile(): string {
  return `139${String((MOBILE_BASE + next()) % 1e8).padStart(8, '0')}`;
}

export async function buildUser(db: Db, overrides: Partial<Insertable<Database['app_user']>> = {}) {
  const n = next();
  const values: Insertable<Database['app_user']> = {
    mobile: uniqueMobile(),
    username: null,
    nick_name: `球迷${n}`,
    level: null,
    password_hash: null,
    created_at: Date.now(),
    ...overrides,
  };
  const id = await identityRepository(db).insertUser(values);
  const user = await identityRepository(db).findUserById(id);
  if (!user) throw new Error('user not stored');
  return user;
}

/** A user with a live session; `now` shifts the clock the session is issued at. */
export async function buildSession(
  db: Db,
  opts: { user?: Partial<Insertable<Database['app_user']>>; now?: () => number; ttlMs?: number } = {},
) {
  const user = await buildUser(db, opts.user);
  const token = await identityService(identityRepository(db), opts.now).createSession(Number(user.id), opts.ttlMs);
  return { user, token };
}

/**
 * A live room of an anchor (offline unless overridden); returns its id. Live's copy of the owner's
 * fan count and role is taken from the user as stored now.
 */
export async function buildRoom(db: Db, anchorId: number, overrides: Partial<Insertable<Database['live_room']>> = {}): Promise<number> {
  const owner = await identityRepository(db).findUserById(anchorId);
  const r = await db
    .insertInto('live_room')
    .values({
      anchor_id: anchorId,
      title: `直播间${next()}`,
      notice: '',
      created_at: Date.now(),
      updated_at: Date.now(),
      anchor_fans: owner?.fans_count ?? 0,
      anchor_active: owner?.is_anchor ?? 0,
      anchor_nick: owner?.nick_name ?? '',
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

type LinkOverrides = Partial<Insertable<Database['banner']>>;

export async function buildBanner(db: Db, overrides: LinkOverrides = {}) {
  const n = next();
  return db
    .insertInto('banner')
    .values({
      title: `轮播图${n}`,
      image_url: `/demo/banner-${n}.svg`,
      inner_page_id: 2,
      jump_type: 1,
      target_id: null,
      outer_link: null,
      sort: n,
      enabled: 1,
      channel: 'pc',
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function buildAdvert(db: Db, overrides: Partial<Insertable<Database['advert']>> = {}) {
  const n = next();
  return db
    .insertInto('advert')
    .values({
      title: `广告${n}`,
      image_url: `/demo/ad-${n}.svg`,
      inner_page_id: null,
      jump_type: 2,
      target_id: null,
      outer_link: 'https://example.com/',
      sort: n,
      enabled: 1,
      place_code: 'test001',
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function buildAnnouncement(db: Db, overrides: Partial<Insertable<Database['announcement']>> = {}) {
  const n = next();
  const row = await db
    .insertInto('announcement')
    .values({
      title: `公告${n}`,
      summary: `公告摘要${n}`,
      content: `第一段${n}\n\n第二段${n}`,
      published_at: Date.now(),
      enabled: 1,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Row counts of the site tables, to prove a rejected request changed nothing. */
export async function siteCounts(db: Db) {
  const tables = ['site_setting', 'nav_category', 'hot_search', 'banner', 'advert', 'announcement', 'about_page'] as const;
  const out: Record<string, number> = {};
  for (const t of tables) {
    const r = await db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[t] = Number(r.n);
  }
  return out;
}
