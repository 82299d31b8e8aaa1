import type { Kysely, Selectable } from 'kysely';
import type { TInfoCategory, TInfoDetail, TInfoItem, TPage } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { containsWord } from '../../db/like';
import { paginate } from '../../db/paging';
import { AppError } from '../../http/errors';

type InfoRow = Selectable<Database['content_info']> & { column_no: string; column_name: string };

export function parseTags(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function presentInfo(r: InfoRow): TInfoItem {
  return {
    id: Number(r.id),
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    columnNo: r.column_no,
    columnName: r.column_name,
    tags: parseTags(r.tags),
    authorId: r.author_id === null ? null : Number(r.author_id),
    authorName: r.author_name,
    views: Number(r.views),
    commentCount: Number(r.comment_count),
    publishedAt: Number(r.published_at),
  };
}

/** News (头条): categories, lists, search, recommend, detail; written by operators only (news-editor.ts). */
export function newsUseCases(db: Kysely<Database>, now: () => number) {
  const base = () =>
    db
      .selectFrom('content_info as i')
      .innerJoin('content_category as c', 'c.id', 'i.category_id')
      .where('i.published', '=', 1)
      .where('i.published_at', '<=', now());
  const columns = [
    'i.id',
    'i.category_id',
    'i.title',
    'i.summary',
    'i.cover',
    'i.body',
    'i.tags',
    'i.author_id',
    'i.author_name',
    'i.views',
    'i.comment_count',
    'i.published',
    'i.published_at',
    'i.created_at',
    'c.column_no',
    'c.name as column_name',
  ] as const;

  return {
    async categories(): Promise<TInfoCategory[]> {
      const rows = await db.selectFrom('content_category').selectAll().orderBy('sort').orderBy('id').execute();
      return rows.map((r) => ({ id: Number(r.id), columnNo: r.column_no, name: r.name, sort: Number(r.sort) }));
    },
    /** A list of 30 by column; `keyword` finds titles and texts containing it (titles first), `authorId` one author's. */
    async list(q: {
      columnNo?: string | number;
      keyword?: string;
      authorId?: number;
      pageNum: number;
      pageSize: number;
    }): Promise<TPage<TInfoItem>> {
      let query = base();
      const column = q.columnNo === undefined || q.columnNo === '' || q.columnNo === '0' || q.columnNo === 0 ? null : String(q.columnNo);
      if (column) query = query.where('c.column_no', '=', column);
      if (q.authorId) query = query.where('i.author_id', '=', q.authorId);
      const word = q.keyword?.trim();
      if (word)
        query = query.where((eb) =>
          eb.or([
            containsWord('i.title', word),
            containsWord('i.summary', word),
            containsWord('i.tags', word),
            containsWord('i.body', word),
          ]),
        );
      const { rows, total } = await paginate(
        query,
        (b) => {
          let s = b.select([...columns]);
          // A title that contains the word ranks above a body that does.
          if (word) s = s.orderBy((eb) => eb.case().when(containsWord('i.title', word)).then(0).else(1).end());
          return s.orderBy('i.published_at', 'desc').orderBy('i.id', 'desc');
        },
        q.pageNum,
        q.pageSize,
      );
      return { list: rows.map(presentInfo), totalNumber: total, page: q.pageNum, pageSize: q.pageSize };
    },
    /** The most read of the last weeks' articles (of a column), then the newest. */
    async recommend(q: { columnNo?: string | number; size: number }): Promise<TInfoItem[]> {
      let query = base().where('i.published_at', '>=', now() - 30 * 86_400_000);
      if (q.columnNo !== undefined && String(q.columnNo) !== '' && String(q.columnNo) !== '0')
        query = query.where('c.column_no', '=', String(q.columnNo));
      const rows = await query
        .select([...columns])
        .orderBy('i.views', 'desc')
        .orderBy('i.published_at', 'desc')
        .limit(q.size)
        .execute();
      if (rows.length >= q.size) return rows.map(presentInfo);
      const more = await base()
        .select([...columns])
        .orderBy('i.published_at', 'desc')
        .limit(q.size)
        .execute();
      const seen = new Set(rows.map((r) => Number(r.id)));
      return [...rows, ...more.filter((r) => !seen.has(Number(r.id)))].slice(0, q.size).map(presentInfo);
    },
    async exists(id: number): Promise<boolean> {
      return Boolean(await base().select('i.id').where('i.id', '=', id).executeTakeFirst());
    },
    async items(ids: number[]): Promise<Map<number, TInfoItem>> {
      if (!ids.length) return new Map();
      const rows = await base()
        .select([...columns])
        .where('i.id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [Number(r.id), presentInfo(r)]));
    },
    /** SPEC §3 info detail; counts a view. `collected` is filled in by the caller. */
    async detail(id: number): Promise<Omit<TInfoDetail, 'collected'>> {
      const row = await base()
        .select([...columns])
        .where('i.id', '=', id)
        .executeTakeFirst();
      if (!row) throw new AppError('INFO_NOT_FOUND');
      await db
        .updateTable('content_info')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .execute();
      const at = Number(row.published_at);
      // Previous: the next older article (same column); next: the next newer one. Ties broken by id.
      const previous = await base()
        .select(['i.id', 'i.title'])
        .where('i.category_id', '=', row.category_id)
        .where((eb) => eb.or([eb('i.published_at', '<', at), eb.and([eb('i.published_at', '=', at), eb('i.id', '<', id)])]))
        .orderBy('i.published_at', 'desc')
        .orderBy('i.id', 'desc')
        .executeTakeFirst();
      const next = await base()
        .select(['i.id', 'i.title'])
        .where('i.category_id', '=', row.category_id)
        .where((eb) => eb.or([eb('i.published_at', '>', at), eb.and([eb('i.published_at', '=', at), eb('i.id', '>', id)])]))
        .orderBy('i.published_at', 'asc')
        .orderBy('i.id', 'asc')
        .executeTakeFirst();
      const tags = parseTags(row.tags);
      let others = await base()
        .select([...columns])
        .where('i.id', '!=', id)
        .where((eb) => (tags.length ? eb.or(tags.map((t) => containsWord('i.tags', `"${t}"`))) : eb('i.category_id', '=', row.category_id)))
        .orderBy('i.published_at', 'desc')
        .limit(6)
        .execute();
      if (others.length < 3)
        others = await base()
          .select([...columns])
          .where('i.id', '!=', id)
          .orderBy('i.published_at', 'desc')
          .limit(6)
          .execute();
      const link = (r: { id: number; title: string } | undefined) => (r ? { id: Number(r.id), title: r.title } : null);
      return {
        ...presentInfo({ ...row, views: Number(row.views) + 1 }),
        body: row.body,
        previous: link(previous),
        next: link(next),
        others: others.map(presentInfo),
      };
    },

    // ---- operators
    async addCategory(columnNo: string, name: string, sort = 0): Promise<number> {
      const existing = await db.selectFrom('content_category').select('id').where('column_no', '=', columnNo).executeTakeFirst();
      if (existing) {
        await db.updateTable('content_category').set({ name, sort }).where('id', '=', existing.id).execute();
        return Number(existing.id);
      }
      const r = await db
        .insertInto('content_category')
        .values({ column_no: columnNo, name, sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async countInfos(): Promise<number> {
      const r = await db
        .selectFrom('content_info')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type NewsUseCases = ReturnType<typeof newsUseCases>;
