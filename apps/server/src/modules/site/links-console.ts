import {
  CONSOLE_ROUTES,
  INNER_PAGES,
  type TConsoleAdvert,
  type TConsoleAdvertBody,
  type TConsoleBanner,
  type TConsoleBannerBody,
  type TMessageId,
} from '@sports/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { consoleAction, type ConsoleAction, type ConsoleContext } from '../../http/console';
import { AppError } from '../../http/errors';

type LinkTable = 'banner' | 'advert';
type Body = Omit<TConsoleBannerBody, 'channel'>;
interface StoredLink {
  id: number;
  title: string;
  image_url: string;
  jump_type: number | null;
  inner_page_id: number | null;
  target_id: string | null;
  outer_link: string | null;
  sort: number;
  enabled: number;
}
const COLUMNS = ['id', 'title', 'image_url', 'jump_type', 'inner_page_id', 'target_id', 'outer_link', 'sort', 'enabled'] as const;

/**
 * The stored jump fields of a checked body: only the fields its jump type uses (an inner page's
 * target only when the page appends one), so a row never carries a stale link.
 */
export function linkValues(b: Body) {
  const jumpType = b.jumpType ?? null;
  const page = jumpType === 1 && b.innerPageId != null ? INNER_PAGES[b.innerPageId] : undefined;
  return {
    title: b.title,
    image_url: b.imageUrl,
    jump_type: jumpType,
    inner_page_id: page ? (b.innerPageId ?? null) : null,
    target_id: page?.withId ? (b.targetId ?? null) : null,
    outer_link: jumpType === 2 ? (b.outerLink ?? null) : null,
    sort: b.sort ?? 0,
    enabled: b.enabled === false ? 0 : 1,
  };
}

const present = (r: StoredLink) => ({
  id: Number(r.id),
  title: r.title,
  imageUrl: r.image_url,
  jumpType: r.jump_type === null ? null : Number(r.jump_type),
  innerPageId: r.inner_page_id === null ? null : Number(r.inner_page_id),
  targetId: r.target_id,
  outerLink: r.outer_link,
  sort: Number(r.sort),
  enabled: !!Number(r.enabled),
});

/**
 * Banners and adverts in the console: list, create, edit, switch on/off, delete. The public calls
 * (/inform/info/banner, /banner/list, /inform/advert/v2/adv) read the same tables on every request,
 * so a change shows on the site at its next request. Each change and its audit entry commit together.
 */
function linkActions<T extends LinkTable, V extends TConsoleBanner | TConsoleAdvert, B extends Body>(
  db: Kysely<Database>,
  spec: {
    table: T;
    missing: TMessageId;
    /** The row's insert and update with its own column (channel or place code) besides the link's. */
    insert: (q: Kysely<Database>, body: B) => Promise<number>;
    update: (q: Kysely<Database>, id: number, body: B) => Promise<unknown>;
    find: (q: Kysely<Database>, id: number) => Promise<V | undefined>;
  },
) {
  const must = async (q: Kysely<Database>, id: number) => {
    const row = await spec.find(q, id);
    if (!row) throw new AppError(spec.missing);
    return row;
  };
  const target = (id: number) => `${spec.table}:${id}`;
  // One table of the two at a time; the union keeps the shared columns typed.
  const tbl = spec.table as LinkTable;
  return {
    create: (body: B, ctx: ConsoleContext) =>
      db.transaction().execute(async (trx) => {
        const after = await must(trx, await spec.insert(trx, body));
        await ctx.commit(trx, { target: target(after.id), after });
        return after;
      }),
    update: (id: number, body: B, ctx: ConsoleContext) =>
      db.transaction().execute(async (trx) => {
        const before = await must(trx, id);
        await spec.update(trx, id, body);
        const after = await must(trx, id);
        await ctx.commit(trx, { target: target(id), before, after });
        return after;
      }),
    enable: (id: number, enabled: boolean, ctx: ConsoleContext) =>
      db.transaction().execute(async (trx) => {
        const before = await must(trx, id);
        await trx
          .updateTable(tbl)
          .set({ enabled: enabled ? 1 : 0 })
          .where('id', '=', id)
          .execute();
        const after = { ...before, enabled };
        await ctx.commit(trx, { target: target(id), before, after });
        return after;
      }),
    remove: (id: number, ctx: ConsoleContext) =>
      db.transaction().execute(async (trx) => {
        const before = await must(trx, id);
        await trx.deleteFrom(tbl).where('id', '=', id).execute();
        await ctx.commit(trx, { target: target(id), before });
        return { ok: true as const };
      }),
  };
}

export function linkConsoleActions(db: Kysely<Database>): ConsoleAction[] {
  const bannerQuery = (q: Kysely<Database>) => q.selectFrom('banner').select([...COLUMNS, 'channel']);
  const advertQuery = (q: Kysely<Database>) => q.selectFrom('advert').select([...COLUMNS, 'place_code']);
  const banner = (r: Awaited<ReturnType<ReturnType<typeof bannerQuery>['executeTakeFirstOrThrow']>>): TConsoleBanner => ({
    ...present(r),
    channel: r.channel,
  });
  const advert = (r: Awaited<ReturnType<ReturnType<typeof advertQuery>['executeTakeFirstOrThrow']>>): TConsoleAdvert => ({
    ...present(r),
    placeCode: r.place_code,
  });
  const banners = linkActions(db, {
    table: 'banner',
    missing: 'BANNER_NOT_FOUND',
    insert: async (q, b: TConsoleBannerBody) =>
      Number(
        (
          await q
            .insertInto('banner')
            .values({ ...linkValues(b), channel: b.channel })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    update: (q, id, b: TConsoleBannerBody) =>
      q
        .updateTable('banner')
        .set({ ...linkValues(b), channel: b.channel })
        .where('id', '=', id)
        .execute(),
    find: async (q, id) => {
      const r = await bannerQuery(q).where('id', '=', id).executeTakeFirst();
      return r && banner(r);
    },
  });
  const adverts = linkActions(db, {
    table: 'advert',
    missing: 'ADVERT_NOT_FOUND',
    insert: async (q, b: TConsoleAdvertBody) =>
      Number(
        (
          await q
            .insertInto('advert')
            .values({ ...linkValues(b), place_code: b.placeCode })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    update: (q, id, b: TConsoleAdvertBody) =>
      q
        .updateTable('advert')
        .set({ ...linkValues(b), place_code: b.placeCode })
        .where('id', '=', id)
        .execute(),
    find: async (q, id) => {
      const r = await advertQuery(q).where('id', '=', id).executeTakeFirst();
      return r && advert(r);
    },
  });
  const edit = { permission: 'content.edit', atomic: true } as const;
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleBanners,
      permission: 'content.read',
      handler: async () => (await bannerQuery(db).orderBy('channel').orderBy('sort').orderBy('id').execute()).map(banner),
    }),
    consoleAction({ route: CONSOLE_ROUTES.consoleBannerCreate, ...edit, handler: (req, ctx) => banners.create(req.body, ctx) }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleBannerUpdate,
      ...edit,
      handler: (req, ctx) => banners.update(req.params.id, req.body, ctx),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleBannerEnable,
      ...edit,
      handler: (req, ctx) => banners.enable(req.params.id, req.body.enabled, ctx),
    }),
    consoleAction({ route: CONSOLE_ROUTES.consoleBannerDelete, ...edit, handler: (req, ctx) => banners.remove(req.params.id, ctx) }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleAdverts,
      permission: 'content.read',
      handler: async () => (await advertQuery(db).orderBy('place_code').orderBy('sort').orderBy('id').execute()).map(advert),
    }),
    consoleAction({ route: CONSOLE_ROUTES.consoleAdvertCreate, ...edit, handler: (req, ctx) => adverts.create(req.body, ctx) }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleAdvertUpdate,
      ...edit,
      handler: (req, ctx) => adverts.update(req.params.id, req.body, ctx),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleAdvertEnable,
      ...edit,
      handler: (req, ctx) => adverts.enable(req.params.id, req.body.enabled, ctx),
    }),
    consoleAction({ route: CONSOLE_ROUTES.consoleAdvertDelete, ...edit, handler: (req, ctx) => adverts.remove(req.params.id, ctx) }),
  ];
}
