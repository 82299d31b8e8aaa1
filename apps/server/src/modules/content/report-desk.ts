import type { Kysely } from 'kysely';
import type { TConsoleReport, TConsoleReportAct } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { REPORT_STATE, reportStateName, type ConsoleContext, type ReportDesk } from '../../http/console';
import { sendSystemNotice } from './notices';
import { UNKNOWN_USER, type ContentDeps } from './ports';

const excerpt = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}…` : text);
/** The settlement columns as the queue shows them. */
type Settled = { state: number; act: string | null; acted_by: string | null; acted_at: number | null; act_note: string };
/** A report row as both queues read it. */
type ReportRow = Settled & { id: number; user_id: number; reason: string; created_at: number };
type Nicks = Awaited<ReturnType<ContentDeps['ports']['users']>>;

/** What a report shows whatever it is about: who wrote the target and who reported it, why, and how it was settled. */
const reportFields = (r: ReportRow, authorId: number | null, users: Nicks) => ({
  id: Number(r.id),
  authorId,
  authorNick: authorId === null ? '' : (users.get(authorId) ?? UNKNOWN_USER(authorId)).nickName,
  reporterId: Number(r.user_id),
  reporterNick: (users.get(Number(r.user_id)) ?? UNKNOWN_USER(Number(r.user_id))).nickName,
  reason: r.reason,
  content: '',
  state: reportStateName(Number(r.state)),
  act: (r.act ?? null) as TConsoleReport['act'],
  actedBy: r.acted_by ?? null,
  actedAt: r.acted_at === null ? null : Number(r.acted_at),
  actNote: r.act_note,
  createdAt: Number(r.created_at),
});

/** What one settled report of either kind needs: its object and what warning its author gets. */
interface Target {
  targetId: number;
  authorId: number | null;
  warnText: string;
  /** What the warning opens: 1 a post, 2 a news article (a comment's), 0 nothing. */
  opens: { type: number; id: number };
}

/**
 * The console's queues of reported posts and comments (issue 15). Acting settles every open report
 * of the same post or comment at once: a warning is one system message in the author's inbox (who
 * reported is never said), hiding takes the post or comment off the site (a hidden comment's count
 * leaves its post or article), dismissing closes the reports without touching the content.
 */
export function contentReportDesks(db: Kysely<Database>, deps: ContentDeps): { post: ReportDesk; comment: ReportDesk } {
  const { ports, now } = deps;
  const nicks = async (ids: number[]) => ports.users([...new Set(ids)]);
  const refuseMute = (a: TConsoleReportAct['action']) => {
    if (a === 'mute') throw new AppError('CONSOLE_ACT_UNAVAILABLE');
  };
  const stateOf = (a: TConsoleReportAct['action']) => (a === 'dismiss' ? REPORT_STATE.dismissed : REPORT_STATE.acted);

  async function presentPosts(rows: (ReportRow & { post_id: number })[]) {
    const postIds = [...new Set(rows.map((r) => Number(r.post_id)))];
    const posts = postIds.length
      ? await db
          .selectFrom('content_post as p')
          .innerJoin('content_circle as c', 'c.id', 'p.circle_id')
          .select(['p.id', 'p.user_id', 'p.title', 'p.content', 'p.state', 'c.name as circle'])
          .where('p.id', 'in', postIds)
          .execute()
      : [];
    const byId = new Map(posts.map((p) => [Number(p.id), p]));
    const users = await nicks([...rows.map((r) => Number(r.user_id)), ...posts.map((p) => Number(p.user_id))]);
    return rows.map((r): TConsoleReport => {
      const p = byId.get(Number(r.post_id));
      const authorId = p ? Number(p.user_id) : null;
      const shown = p ? (['', '（作者已删除）', '（已隐藏）'][Number(p.state)] ?? '') : '（帖子不存在）';
      return {
        kind: 'post',
        targetId: Number(r.post_id),
        targetText: p ? [p.title, p.content].filter(Boolean).join('\n') : '',
        context: `圈子：${p?.circle ?? '-'}${shown}`,
        link: p && Number(p.state) === 0 ? `/community/${r.post_id}` : '',
        ...reportFields(r, authorId, users),
      };
    });
  }

  async function presentComments(rows: (ReportRow & { comment_id: number })[]) {
    const ids = [...new Set(rows.map((r) => Number(r.comment_id)))];
    const comments = ids.length ? await db.selectFrom('content_comment').selectAll().where('id', 'in', ids).execute() : [];
    const byId = new Map(comments.map((c) => [Number(c.id), c]));
    const onIds = (type: number) => [...new Set(comments.filter((c) => Number(c.target_type) === type).map((c) => Number(c.target_id)))];
    const [postIds, infoIds] = [onIds(1), onIds(2)];
    const titles = new Map<string, string>([
      ...(postIds.length
        ? await db.selectFrom('content_post').select(['id', 'title', 'content']).where('id', 'in', postIds).execute()
        : []
      ).map((p) => [`1:${p.id}`, `帖子「${excerpt(p.title || p.content, 30)}」`] as const),
      ...(infoIds.length ? await db.selectFrom('content_info').select(['id', 'title']).where('id', 'in', infoIds).execute() : []).map(
        (i) => [`2:${i.id}`, `头条「${excerpt(i.title, 30)}」`] as const,
      ),
    ]);
    const users = await nicks([...rows.map((r) => Number(r.user_id)), ...comments.map((c) => Number(c.user_id))]);
    return rows.map((r): TConsoleReport => {
      const c = byId.get(Number(r.comment_id));
      const authorId = c ? Number(c.user_id) : null;
      const on = c ? (titles.get(`${c.target_type}:${c.target_id}`) ?? '已删除的内容') : '';
      const kind = c && c.parent_id !== null ? '回复' : '评论';
      return {
        kind: 'comment',
        targetId: Number(r.comment_id),
        targetText: c?.content ?? '',
        context: c ? `${on}下的${kind}${Number(c.state) === 2 ? '（已隐藏）' : ''}` : '（评论不存在）',
        link: c ? (Number(c.target_type) === 2 ? `/news/${c.target_id}` : `/community/${c.target_id}`) : '',
        ...reportFields(r, authorId, users),
      };
    });
  }

  /** The shared act: open report → its target; settle all open reports of it, the effect, the audit entry, in one transaction. */
  async function settle(
    input: TConsoleReportAct,
    ctx: ConsoleContext,
    kind: 'post' | 'comment',
    reportId: number,
    target: Target,
    trxWork: {
      settleAll(trx: Kysely<Database>, values: Settled): Promise<number>;
      hide(trx: Kysely<Database>): Promise<void>;
    },
  ): Promise<number> {
    refuseMute(input.action);
    if (input.action === 'warn' && target.authorId === null) throw new AppError('CONSOLE_WARN_NO_AUTHOR');
    const values: Settled = {
      state: stateOf(input.action),
      act: input.action,
      acted_by: ctx.operator.name,
      acted_at: now(),
      act_note: input.note,
    };
    return db.transaction().execute(async (trx) => {
      const settled = await trxWork.settleAll(trx, values);
      if (!settled) throw new AppError('CONSOLE_NOT_FOUND'); // another operator settled them first
      if (input.action === 'hide') await trxWork.hide(trx);
      if (input.action === 'warn' && target.authorId !== null)
        await sendSystemNotice(
          trx,
          { to: target.authorId, text: target.warnText, type: target.opens.type, targetId: target.opens.id },
          now(),
        );
      await ctx.commit(trx, {
        target: `report:${kind}:${reportId} ${kind}:${target.targetId}`,
        before: { state: 'open' },
        after: { state: reportStateName(values.state), act: input.action, note: input.note, settled },
      });
      return settled;
    });
  }
  const because = (note: string) => (note ? `说明：${note}。` : '');
  /** Open reports in one of the two report tables (the dashboard's count). */
  const openCountOf = async (table: 'content_report' | 'content_comment_report') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('state', '=', REPORT_STATE.open)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const post: ReportDesk = {
    async list(state, limit) {
      let q = db.selectFrom('content_report').selectAll();
      if (state === 'open') q = q.where('state', '=', REPORT_STATE.open);
      return presentPosts(await q.orderBy('id', 'desc').limit(limit).execute());
    },
    openCount: () => openCountOf('content_report'),
    async act(id, input, ctx) {
      const row = await db.selectFrom('content_report').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || Number(row.state) !== REPORT_STATE.open) throw new AppError('CONSOLE_NOT_FOUND');
      const postId = Number(row.post_id);
      const p = await db.selectFrom('content_post').select(['user_id', 'title', 'content']).where('id', '=', postId).executeTakeFirst();
      const title = p ? excerpt(p.title || p.content, 20) : '';
      const settled = await settle(
        input,
        ctx,
        'post',
        id,
        {
          targetId: postId,
          authorId: p ? Number(p.user_id) : null,
          warnText: `你发布的帖子「${title}」被用户举报，经平台核实违反社区规范，请遵守社区规范发言，多次违规将被限制使用。${because(input.note)}`,
          opens: { type: 1, id: postId },
        },
        {
          async settleAll(trx, values) {
            const r = await trx
              .updateTable('content_report')
              .set(values)
              .where('post_id', '=', postId)
              .where('state', '=', REPORT_STATE.open)
              .executeTakeFirst();
            return Number(r.numUpdatedRows);
          },
          async hide(trx) {
            await trx.updateTable('content_post').set({ state: 2 }).where('id', '=', postId).where('state', '=', 0).execute();
          },
        },
      );
      const after = await db.selectFrom('content_report').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const [report] = await presentPosts([after]);
      if (!report) throw new AppError('CONSOLE_NOT_FOUND');
      return { report, settled };
    },
  };

  const comment: ReportDesk = {
    async list(state, limit) {
      let q = db.selectFrom('content_comment_report').selectAll();
      if (state === 'open') q = q.where('state', '=', REPORT_STATE.open);
      return presentComments(await q.orderBy('id', 'desc').limit(limit).execute());
    },
    openCount: () => openCountOf('content_comment_report'),
    async act(id, input, ctx) {
      const row = await db.selectFrom('content_comment_report').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || Number(row.state) !== REPORT_STATE.open) throw new AppError('CONSOLE_NOT_FOUND');
      const commentId = Number(row.comment_id);
      const c = await db.selectFrom('content_comment').selectAll().where('id', '=', commentId).executeTakeFirst();
      const settled = await settle(
        input,
        ctx,
        'comment',
        id,
        {
          targetId: commentId,
          authorId: c ? Number(c.user_id) : null,
          warnText: `你发表的评论「${excerpt(c?.content ?? '', 20)}」被用户举报，经平台核实违反社区规范，请遵守社区规范发言，多次违规将被限制使用。${because(input.note)}`,
          opens: c ? { type: Number(c.target_type), id: Number(c.target_id) } : { type: 0, id: 0 },
        },
        {
          async settleAll(trx, values) {
            const r = await trx
              .updateTable('content_comment_report')
              .set(values)
              .where('comment_id', '=', commentId)
              .where('state', '=', REPORT_STATE.open)
              .executeTakeFirst();
            return Number(r.numUpdatedRows);
          },
          async hide(trx) {
            if (!c) return;
            const r = await trx
              .updateTable('content_comment')
              .set({ state: 2 })
              .where('id', '=', commentId)
              .where('state', '=', 0)
              .executeTakeFirst();
            if (!Number(r.numUpdatedRows)) return;
            await trx
              .updateTable(Number(c.target_type) === 1 ? 'content_post' : 'content_info')
              .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
              .where('id', '=', Number(c.target_id))
              .where('comment_count', '>', 0)
              .execute();
          },
        },
      );
      const after = await db.selectFrom('content_comment_report').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const [report] = await presentComments([after]);
      if (!report) throw new AppError('CONSOLE_NOT_FOUND');
      return { report, settled };
    },
  };
  return { post, comment };
}
