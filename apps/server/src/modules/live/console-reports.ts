import type { Kysely, Selectable } from 'kysely';
import type { TConsoleReport } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { REPORT_STATE, reportStateName, type ReportDesk } from '../../http/console';
import { AppError } from '../../http/errors';

type ReportRow = Selectable<Database['live_report']>;

/** What the queue of room reports needs besides live's own tables (wired in compose). */
export interface RoomReportPorts {
  /** Nick names of users (identity). */
  contacts(ids: number[]): Promise<Map<number, { nickName: string }>>;
  /** A system message in the user's inbox, written in the caller's transaction (content's notices). */
  warn(trx: Kysely<Database>, userId: number, text: string): Promise<void>;
  /** Cuts the room's stream (media): the publisher dropped, the room offline until its anchor opens it again. */
  cutStream(roomId: number): Promise<void>;
  /** Silences a user in the room's chat (chat's operator mute). */
  mute(roomId: number, userId: number, minutes: number, operatorName: string): Promise<unknown>;
}

/**
 * The console's queue of viewers' reports of rooms (issue 15). Acting settles every open report of
 * the same room: warn sends the anchor a system message (never who reported), hide cuts the stream,
 * mute silences the user the operator names in the room's chat, dismiss closes them without action.
 * The settlement, the warning and the audit entry commit together; the cut and the mute (which live
 * outside this transaction: a running stream, a chat line) follow the commit.
 */
export function roomReportDesk(db: Kysely<Database>, ports: RoomReportPorts, now: () => number = Date.now): ReportDesk {
  async function present(rows: ReportRow[]): Promise<TConsoleReport[]> {
    const roomIds = [...new Set(rows.map((r) => Number(r.room_id)))];
    const rooms = roomIds.length
      ? await db.selectFrom('live_room').select(['id', 'anchor_id', 'title', 'is_live']).where('id', 'in', roomIds).execute()
      : [];
    const byId = new Map(rooms.map((r) => [Number(r.id), r]));
    const who = await ports.contacts([...new Set([...rows.map((r) => Number(r.reporter_id)), ...rooms.map((r) => Number(r.anchor_id))])]);
    return rows.map((r): TConsoleReport => {
      const room = byId.get(Number(r.room_id));
      const anchorId = room ? Number(room.anchor_id) : null;
      return {
        id: Number(r.id),
        kind: 'room',
        targetId: Number(r.room_id),
        targetText: room?.title ?? '',
        context: room ? `主播的直播间${Number(room.is_live) ? '（直播中）' : '（未开播）'}` : '（直播间不存在）',
        link: room ? `/live/${r.room_id}` : '',
        authorId: anchorId,
        authorNick: anchorId === null ? '' : (who.get(anchorId)?.nickName ?? ''),
        reporterId: Number(r.reporter_id),
        reporterNick: who.get(Number(r.reporter_id))?.nickName ?? '',
        reason: r.reason,
        content: r.content,
        state: reportStateName(Number(r.state)),
        act: (r.act ?? null) as TConsoleReport['act'],
        actedBy: r.acted_by,
        actedAt: r.acted_at === null ? null : Number(r.acted_at),
        actNote: r.act_note,
        createdAt: Number(r.created_at),
      };
    });
  }
  const find = (id: number) => db.selectFrom('live_report').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    async list(state, limit) {
      let q = db.selectFrom('live_report').selectAll();
      if (state === 'open') q = q.where('state', '=', REPORT_STATE.open);
      return present(await q.orderBy('id', 'desc').limit(limit).execute());
    },
    async openCount() {
      const r = await db
        .selectFrom('live_report')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', REPORT_STATE.open)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async act(id, input, ctx) {
      const row = await find(id);
      if (!row || Number(row.state) !== REPORT_STATE.open) throw new AppError('CONSOLE_NOT_FOUND');
      const roomId = Number(row.room_id);
      const room = await db.selectFrom('live_room').select(['anchor_id', 'title']).where('id', '=', roomId).executeTakeFirst();
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      if (input.action === 'mute' && !(await ports.contacts([input.userId ?? 0])).has(input.userId ?? 0))
        throw new AppError('NOT_FOUND', '用户不存在');
      const state = input.action === 'dismiss' ? REPORT_STATE.dismissed : REPORT_STATE.acted;
      const settled = await db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('live_report')
          .set({ state, act: input.action, acted_by: ctx.operator.name, acted_at: now(), act_note: input.note })
          .where('room_id', '=', roomId)
          .where('state', '=', REPORT_STATE.open)
          .executeTakeFirst();
        const n = Number(r.numUpdatedRows);
        if (!n) throw new AppError('CONSOLE_NOT_FOUND'); // another operator settled them first
        if (input.action === 'warn')
          await ports.warn(
            trx,
            Number(room.anchor_id),
            `你的直播间「${room.title}」被用户举报，经平台核实违反直播规范，请立即整改，多次违规将被关闭直播间。${input.note ? `说明：${input.note}。` : ''}`,
          );
        await ctx.commit(trx, {
          target: `report:room:${id} room:${roomId}`,
          before: { state: 'open' },
          after: {
            state: reportStateName(state),
            act: input.action,
            note: input.note,
            settled: n,
            ...(input.action === 'mute' ? { userId: input.userId, minutes: input.minutes } : {}),
          },
        });
        return n;
      });
      if (input.action === 'hide') await ports.cutStream(roomId);
      if (input.action === 'mute' && input.userId !== undefined && input.minutes !== undefined)
        await ports.mute(roomId, input.userId, input.minutes, ctx.operator.name);
      const after = await find(id);
      const [report] = after ? await present([after]) : [];
      if (!report) throw new AppError('CONSOLE_NOT_FOUND');
      return { report, settled };
    },
  };
}
