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
import { linksRepository as repo, type LinkTable, type LinkValues } from './links-repository';
import { presentLink } from './service';

type Q = Kysely<Database>;

/**
 * The stored columns of a checked body: only the jump fields its jump type uses (an inner page's
 * target only when the page appends one), so a row never keeps a stale link.
 */
export function linkValues(b: Omit<TConsoleBannerBody, 'channel'>): LinkValues {
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

type BannerRow = NonNullable<Awaited<ReturnType<typeof repo.banner>>>;
type AdvertRow = NonNullable<Awaited<ReturnType<typeof repo.advert>>>;
const banner = (r: BannerRow): TConsoleBanner => ({ ...presentLink(r), enabled: !!Number(r.enabled), channel: r.channel });
const advert = (r: AdvertRow): TConsoleAdvert => ({ ...presentLink(r), enabled: !!Number(r.enabled), placeCode: r.place_code });

/** Create, edit, on/off and delete of one of the two link tables; each change commits with its audit entry. */
function linkUseCases<V extends { id: number; enabled: boolean }, B>(
  db: Q,
  spec: {
    table: LinkTable;
    missing: TMessageId;
    find: (q: Q, id: number) => Promise<V | undefined>;
    insert: (q: Q, body: B) => Promise<number>;
    update: (q: Q, id: number, body: B) => Promise<unknown>;
  },
) {
  const must = async (q: Q, id: number) => {
    const row = await spec.find(q, id);
    if (!row) throw new AppError(spec.missing);
    return row;
  };
  const target = (id: number) => `${spec.table}:${id}`;
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
        await repo.setEnabled(trx, spec.table, id, enabled);
        const after = { ...before, enabled };
        await ctx.commit(trx, { target: target(id), before, after });
        return after;
      }),
    remove: (id: number, ctx: ConsoleContext) =>
      db.transaction().execute(async (trx) => {
        const before = await must(trx, id);
        await repo.remove(trx, spec.table, id);
        await ctx.commit(trx, { target: target(id), before });
        return { ok: true as const };
      }),
  };
}

/**
 * Banners and adverts in the console. The public calls (/inform/info/banner, /banner/list,
 * /inform/advert/v2/adv) read the same tables on every request, so a change shows at the next one.
 */
export function linkConsoleActions(db: Q): ConsoleAction[] {
  const banners = linkUseCases(db, {
    table: 'banner',
    missing: 'BANNER_NOT_FOUND',
    find: async (q, id) => {
      const r = await repo.banner(q, id);
      return r && banner(r);
    },
    insert: (q, b: TConsoleBannerBody) => repo.insertBanner(q, { ...linkValues(b), channel: b.channel }),
    update: (q, id, b: TConsoleBannerBody) => repo.updateBanner(q, id, { ...linkValues(b), channel: b.channel }),
  });
  const adverts = linkUseCases(db, {
    table: 'advert',
    missing: 'ADVERT_NOT_FOUND',
    find: async (q, id) => {
      const r = await repo.advert(q, id);
      return r && advert(r);
    },
    insert: (q, b: TConsoleAdvertBody) => repo.insertAdvert(q, { ...linkValues(b), place_code: b.placeCode }),
    update: (q, id, b: TConsoleAdvertBody) => repo.updateAdvert(q, id, { ...linkValues(b), place_code: b.placeCode }),
  });
  const edit = { permission: 'content.edit', atomic: true } as const;
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleBanners,
      permission: 'content.read',
      handler: async () => (await repo.banners(db)).map(banner),
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
      handler: async () => (await repo.adverts(db)).map(advert),
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
