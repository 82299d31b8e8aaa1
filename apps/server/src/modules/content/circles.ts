import type { Kysely } from 'kysely';
import type { TCircle, TConsoleCircle } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';

export interface CircleWrite {
  name: string;
  description: string;
  icon: string;
  sort: number;
}
/** Called inside the write's transaction, so the change and its record commit together. */
export type CircleAudit = (
  trx: Kysely<Database>,
  change: { id: number; before: TConsoleCircle | null; after: TConsoleCircle },
) => Promise<void>;

/**
 * The community's circles: the site lists the enabled ones (with their shown posts) on every call;
 * operators create, edit and enable or disable them (a disabled circle takes no new posts; its
 * posts stay readable).
 */
export function circleUseCases(db: Kysely<Database>) {
  const withCounts = (q: Kysely<Database>) =>
    q
      .selectFrom('content_circle as c')
      .leftJoin('content_post as p', (j) => j.onRef('p.circle_id', '=', 'c.id').on('p.state', '=', 0))
      .select(['c.id', 'c.name', 'c.icon', 'c.description', 'c.sort', 'c.enabled', (eb) => eb.fn.count<number>('p.id').as('posts')])
      .groupBy(['c.id', 'c.name', 'c.icon', 'c.description', 'c.sort', 'c.enabled'])
      .orderBy('c.sort')
      .orderBy('c.id');
  type Row = Awaited<ReturnType<ReturnType<typeof withCounts>['execute']>>[number];
  const present = (r: Row): TConsoleCircle => ({
    id: Number(r.id),
    name: r.name,
    description: r.description,
    icon: r.icon,
    sort: Number(r.sort),
    enabled: Number(r.enabled) === 1,
    postCount: Number(r.posts),
  });
  const find = async (q: Kysely<Database>, id: number): Promise<TConsoleCircle> => {
    const r = await withCounts(q).where('c.id', '=', id).executeTakeFirst();
    if (!r) throw new AppError('CONSOLE_NOT_FOUND');
    return present(r);
  };
  const nameFree = async (q: Kysely<Database>, name: string, self: number | null) => {
    let query = q.selectFrom('content_circle').select('id').where('name', '=', name);
    if (self !== null) query = query.where('id', '!=', self);
    if (await query.executeTakeFirst()) throw new AppError('CIRCLE_NAME_TAKEN');
  };
  const clean = (v: CircleWrite) => ({ name: v.name.trim(), description: v.description.trim(), icon: v.icon.trim(), sort: v.sort });
  const write = <T>(fn: (trx: Kysely<Database>) => Promise<T>) => db.transaction().execute(fn);

  return {
    /** The site's list (SPEC §7 circles): enabled circles only. */
    async shown(): Promise<TCircle[]> {
      const rows = await withCounts(db).where('c.enabled', '=', 1).execute();
      return rows.map((r) => ({ id: Number(r.id), name: r.name, icon: r.icon, description: r.description, postCount: Number(r.posts) }));
    },
    /** Posting needs an existing, enabled circle. */
    async openForPosts(id: number): Promise<void> {
      const c = await db.selectFrom('content_circle').select('enabled').where('id', '=', id).executeTakeFirst();
      if (!c) throw new AppError('CIRCLE_NOT_FOUND');
      if (Number(c.enabled) !== 1) throw new AppError('CIRCLE_DISABLED');
    },
    all: async (): Promise<TConsoleCircle[]> => (await withCounts(db).execute()).map(present),
    create: (input: CircleWrite, audit?: CircleAudit): Promise<TConsoleCircle> =>
      write(async (trx) => {
        const v = clean(input);
        await nameFree(trx, v.name, null);
        const r = await trx.insertInto('content_circle').values(v).returning('id').executeTakeFirstOrThrow();
        const after = await find(trx, Number(r.id));
        await audit?.(trx, { id: after.id, before: null, after });
        return after;
      }),
    update: (id: number, input: CircleWrite, audit?: CircleAudit): Promise<TConsoleCircle> =>
      write(async (trx) => {
        const before = await find(trx, id);
        const v = clean(input);
        await nameFree(trx, v.name, id);
        await trx.updateTable('content_circle').set(v).where('id', '=', id).execute();
        const after = await find(trx, id);
        await audit?.(trx, { id, before, after });
        return after;
      }),
    enable: (id: number, enabled: boolean, audit?: CircleAudit): Promise<TConsoleCircle> =>
      write(async (trx) => {
        const before = await find(trx, id);
        await trx
          .updateTable('content_circle')
          .set({ enabled: enabled ? 1 : 0 })
          .where('id', '=', id)
          .execute();
        const after = await find(trx, id);
        await audit?.(trx, { id, before, after });
        return after;
      }),
    /** The demo seed: a circle by name, made once. */
    async seed(name: string, description: string, icon: string, sort: number): Promise<number> {
      const existing = await db.selectFrom('content_circle').select('id').where('name', '=', name).executeTakeFirst();
      if (existing) return Number(existing.id);
      const r = await db.insertInto('content_circle').values({ name, description, icon, sort }).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
  };
}
export type CircleUseCases = ReturnType<typeof circleUseCases>;
