import type { Kysely } from 'kysely';
import { NEWS_COVER_RE, type TConsoleNewsDetail, type TConsoleNewsItem, type TNewsPublishMode } from '@sports/contracts';
import { containsWord } from '../../db/like';
import { paginate } from '../../db/paging';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { parseTags } from './news';
import { plainText, sanitizeBody } from './sanitize';

/** What an operator writes (the console and `npm run admin -- news …` alike). */
export interface NewsWrite {
  columnNo: string;
  title: string;
  body: string;
  summary?: string;
  cover: string;
  tags?: string[];
  authorName?: string;
  mode: TNewsPublishMode;
  /** When scheduling: the time it goes on the site (epoch ms, in the future). */
  at?: number;
}
/** The seed's back-dated articles (never reachable from a request). */
export type SeedWrite = Omit<NewsWrite, 'mode' | 'at'> & { publishedAt: number };

/** Called inside the write's transaction, so the change and its record commit together. */
export type NewsAudit = (
  trx: Kysely<Database>,
  change: { id: number; before: TConsoleNewsItem | null; after: TConsoleNewsItem },
) => Promise<void>;

const COLUMNS = [
  'i.id',
  'i.title',
  'i.summary',
  'i.cover',
  'i.body',
  'i.tags',
  'i.author_name',
  'i.views',
  'i.comment_count',
  'i.published',
  'i.published_at',
  'c.column_no',
  'c.name as column_name',
] as const;

/**
 * The operators' side of news: every article in every state, written and published through one
 * set of functions. An article is on the site while `published` is 1 and `published_at` has come
 * (the public reads compare it with the clock on every call), so a scheduled one appears at its
 * time without anything running, and an unpublished one is gone from lists and details at once.
 */
export function newsEditor(db: Kysely<Database>, now: () => number) {
  const select = (q: Kysely<Database>) =>
    q
      .selectFrom('content_info as i')
      .innerJoin('content_category as c', 'c.id', 'i.category_id')
      .select([...COLUMNS]);
  type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirst']>>>;

  const item = (r: Row): TConsoleNewsItem => {
    const at = Number(r.published_at);
    return {
      id: Number(r.id),
      columnNo: r.column_no,
      columnName: r.column_name,
      title: r.title,
      cover: r.cover,
      tags: parseTags(r.tags),
      authorName: r.author_name,
      state: Number(r.published) !== 1 ? 'unpublished' : at > now() ? 'scheduled' : 'published',
      publishedAt: at,
      views: Number(r.views),
      commentCount: Number(r.comment_count),
    };
  };
  const detailOf = (r: Row): TConsoleNewsDetail => ({ ...item(r), summary: r.summary, body: r.body });
  const find = async (q: Kysely<Database>, id: number): Promise<Row> => {
    const r = await select(q).where('i.id', '=', id).executeTakeFirst();
    if (!r) throw new AppError('INFO_NOT_FOUND');
    return r;
  };

  /** published / published_at for a mode; `current` is the article before the change (null when new). */
  function timing(mode: TNewsPublishMode, at: number | undefined, current: Row | null) {
    const t = now();
    const onSite = current !== null && Number(current.published) === 1 && Number(current.published_at) <= t;
    if (mode === 'now') return { published: 1, published_at: onSite ? Number(current.published_at) : t };
    if (mode === 'unpublish') return { published: 0, published_at: current ? Number(current.published_at) : t };
    if (at === undefined || at <= t) throw new AppError('INFO_SCHEDULE_PAST');
    return { published: 1, published_at: at };
  }

  async function columns(trx: Kysely<Database>, input: Omit<NewsWrite, 'mode' | 'at'>) {
    const category = await trx
      .selectFrom('content_category')
      .select('id')
      .where('column_no', '=', input.columnNo.trim())
      .executeTakeFirst();
    if (!category) throw new AppError('INFO_CATEGORY_NOT_FOUND');
    const title = input.title.trim();
    if (!title || title.length > 60) throw new AppError('BAD_REQUEST', '标题需为1-60个字');
    const body = sanitizeBody(input.body);
    if (!plainText(body) && !/<img\s/i.test(body)) throw new AppError('INFO_BODY_EMPTY');
    const cover = input.cover.trim();
    if (cover && !NEWS_COVER_RE.test(cover)) throw new AppError('BAD_REQUEST', '封面图片地址无效，请重新上传');
    const tags = [...new Set((input.tags ?? []).map((x) => x.trim()).filter(Boolean))].slice(0, 8);
    return {
      category_id: Number(category.id),
      title,
      summary: (input.summary?.trim() || plainText(body)).slice(0, 120),
      cover,
      body,
      tags: JSON.stringify(tags),
      author_name: input.authorName?.trim() || '编辑部',
    };
  }

  const write = <T>(fn: (trx: Kysely<Database>) => Promise<T>) => db.transaction().execute(fn);

  return {
    /** Every article, newest publication first; `keyword` matches titles. */
    async list(q: { page: number; pageSize: number; keyword?: string }): Promise<{ list: TConsoleNewsItem[]; totalNumber: number }> {
      let base = db.selectFrom('content_info as i').innerJoin('content_category as c', 'c.id', 'i.category_id');
      const word = q.keyword?.trim();
      if (word) base = base.where(containsWord('i.title', word));
      const { rows, total } = await paginate(
        base,
        (b) =>
          b
            .select([...COLUMNS])
            .orderBy('i.published_at', 'desc')
            .orderBy('i.id', 'desc'),
        q.page,
        q.pageSize,
      );
      return { list: rows.map(item), totalNumber: total };
    },
    detail: async (id: number): Promise<TConsoleNewsDetail> => detailOf(await find(db, id)),

    async create(input: NewsWrite, audit?: NewsAudit): Promise<TConsoleNewsDetail> {
      return write(async (trx) => {
        const values = { ...(await columns(trx, input)), ...timing(input.mode, input.at, null), created_at: now() };
        const r = await trx.insertInto('content_info').values(values).returning('id').executeTakeFirstOrThrow();
        const after = await find(trx, Number(r.id));
        await audit?.(trx, { id: Number(r.id), before: null, after: item(after) });
        return detailOf(after);
      });
    },
    async update(id: number, input: NewsWrite, audit?: NewsAudit): Promise<TConsoleNewsDetail> {
      return write(async (trx) => {
        const before = await find(trx, id);
        const values = { ...(await columns(trx, input)), ...timing(input.mode, input.at, before) };
        await trx.updateTable('content_info').set(values).where('id', '=', id).execute();
        const after = await find(trx, id);
        await audit?.(trx, { id, before: item(before), after: item(after) });
        return detailOf(after);
      });
    },
    async publish(id: number, p: { mode: TNewsPublishMode; at?: number }, audit?: NewsAudit): Promise<TConsoleNewsDetail> {
      return write(async (trx) => {
        const before = await find(trx, id);
        await trx
          .updateTable('content_info')
          .set(timing(p.mode, p.at, before))
          .where('id', '=', id)
          .execute();
        const after = await find(trx, id);
        await audit?.(trx, { id, before: item(before), after: item(after) });
        return detailOf(after);
      });
    },
    /** The demo seed's articles, back-dated (already on the site). */
    async seed(input: SeedWrite): Promise<number> {
      const values = { ...(await columns(db, input)), published: 1, published_at: input.publishedAt, created_at: input.publishedAt };
      const r = await db.insertInto('content_info').values(values).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
  };
}
export type NewsEditor = ReturnType<typeof newsEditor>;
