import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  CLIP_MAX_MS,
  CLIP_TYPES,
  clipFilePath,
  replayPosterPath,
  type TClipCreate,
  type TClipDetail,
  type TClipItem,
  type TPage,
} from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import type { Database } from '../../db/schema';
import { paginate } from '../../db/paging';
import { AppError } from '../../http/errors';
import { cutClip } from './cut';
import type { ReplaysRepository } from './repository';
import type { ReplayReadPorts } from './service';
import type { ReplayStorage } from './storage';

type ClipRow = Selectable<Database['replay_clip']>;

/** What clips need of other capabilities besides the replay read ports. */
export interface ClipPorts extends Pick<ReplayReadPorts, 'users' | 'matchTitles'> {
  /** a purchase booked once per ref in the wallet's ledger (trade 17 购买集锦); false when booked before */
  spendOnce(ref: string, userId: number, diamonds: number, memo: string): Promise<boolean>;
}

/** Trade type of a clip purchase (SPEC §3's list, extended). */
export const CLIP_TRADE_TYPE = 17 as const;

/** Highlights (集锦): cut from a replay at keyframes, listed by type and title, free or bought once. */
export function clipService(deps: {
  db: Kysely<Database>;
  repo: ReplaysRepository;
  storage: ReplayStorage;
  ports: ClipPorts;
  now: () => number;
}) {
  const { db, repo, storage, ports, now } = deps;

  const find = (id: number) =>
    db.selectFrom('replay_clip').selectAll().where('id', '=', id).where('state', '=', 'ready').executeTakeFirst();
  const bought = async (clipId: number, userId: number | null) =>
    userId !== null &&
    Boolean(
      await db
        .selectFrom('replay_clip_purchase')
        .select('clip_id')
        .where('clip_id', '=', clipId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    );

  async function present(rows: ClipRow[]): Promise<TClipItem[]> {
    const users = await ports.users([...new Set(rows.map((r) => Number(r.anchor_id)))]);
    const matchIds = [
      ...new Set(
        rows
          .map((r) => r.match_id)
          .filter((x): x is number => x !== null)
          .map(Number),
      ),
    ];
    const titles = matchIds.length ? await ports.matchTitles(matchIds) : new Map<number, string>();
    const posters = new Map<number, boolean>();
    for (const r of rows) {
      const replay = await repo.find(Number(r.replay_id));
      posters.set(Number(r.id), Boolean(replay?.poster_key) && replay?.state === 'ready');
    }
    return rows.map((r) => ({
      id: Number(r.id),
      replayId: Number(r.replay_id),
      roomId: Number(r.room_id),
      anchorId: Number(r.anchor_id),
      anchorNickName: users.get(Number(r.anchor_id))?.nickName ?? '',
      title: r.title,
      type: Number(r.type),
      typeName: CLIP_TYPES[Number(r.type) as keyof typeof CLIP_TYPES] ?? '',
      matchId: r.match_id === null ? null : Number(r.match_id),
      matchTitle: r.match_id === null ? null : (titles.get(Number(r.match_id)) ?? null),
      duration: Math.round(Number(r.duration_ms) / 1000),
      price: Number(r.price),
      poster: posters.get(Number(r.id)) ? replayPosterPath(Number(r.replay_id)) : null,
      createdAt: Number(r.created_at),
    }));
  }

  async function detail(r: ClipRow, userId: number | null): Promise<TClipDetail> {
    const item = itemAt(await present([r]), 0, 'presented clip');
    const paid = await bought(Number(r.id), userId);
    const playable = Number(r.price) === 0 || paid || userId === Number(r.anchor_id);
    return { ...item, durationMs: Number(r.duration_ms), paid: paid ? 1 : 0, src: playable ? clipFilePath(Number(r.id)) : null };
  }

  return {
    async list(q: {
      type?: number;
      backTitle?: string;
      roomId?: number;
      matchId?: number;
      replayId?: number;
      pageNum: number;
      pageSize: number;
    }): Promise<TPage<TClipItem>> {
      let base = db.selectFrom('replay_clip').where('state', '=', 'ready');
      if (q.type !== undefined) base = base.where('type', '=', q.type);
      if (q.roomId !== undefined) base = base.where('room_id', '=', q.roomId);
      if (q.matchId !== undefined) base = base.where('match_id', '=', q.matchId);
      if (q.replayId !== undefined) base = base.where('replay_id', '=', q.replayId);
      if (q.backTitle) base = base.where('title', 'like', `%${q.backTitle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const { rows, total } = await paginate(
        base,
        (x) => x.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        q.pageNum,
        q.pageSize,
      );
      return { list: await present(rows), totalNumber: total, page: q.pageNum, pageSize: q.pageSize };
    },

    async detail(id: number, userId: number | null): Promise<TClipDetail> {
      const r = await find(id);
      if (!r) throw new AppError('CLIP_NOT_FOUND');
      return detail(r, userId);
    },

    /** Buys a priced clip once: the diamonds go through the ledger, then it plays. */
    async pay(id: number, userId: number): Promise<TClipDetail> {
      const r = await find(id);
      if (!r) throw new AppError('CLIP_NOT_FOUND');
      const price = Number(r.price);
      if (price === 0 || userId === Number(r.anchor_id)) throw new AppError('CLIP_FREE');
      if (await bought(id, userId)) throw new AppError('CLIP_PAID_ALREADY');
      const booked = await ports.spendOnce(`clip:${id}:${userId}`, userId, price, `购买集锦「${r.title}」`);
      await db
        .insertInto('replay_clip_purchase')
        .values({ clip_id: id, user_id: userId, price, created_at: now() })
        .onConflict((oc) => oc.columns(['clip_id', 'user_id']).doNothing())
        .execute();
      // a second request racing this one found the journal booked: it paid nothing
      if (!booked) throw new AppError('CLIP_PAID_ALREADY');
      return detail(r, userId);
    },

    /** Whether a user may fetch a clip's file; the row when so. */
    async playableFile(id: number, userId: number | null): Promise<ClipRow> {
      const r = await find(id);
      if (!r) throw new AppError('CLIP_NOT_FOUND');
      if (Number(r.price) > 0 && userId !== Number(r.anchor_id) && !(await bought(id, userId))) throw new AppError('CLIP_NOT_PAID');
      return r;
    },

    /**
     * An anchor cuts a clip from a replay of their own room; operators (the admin command, `userId`
     * 0 when no operator account is named) from any.
     */
    async create(input: TClipCreate, userId: number, opts: { operator?: boolean } = {}): Promise<TClipDetail> {
      const replay = await repo.find(input.replayId);
      if (!replay || replay.state === 'deleted' || replay.state === 'failed') throw new AppError('REPLAY_NOT_FOUND');
      if (!opts.operator && Number(replay.anchor_id) !== userId) throw new AppError('CLIP_NOT_OWNER');
      if (replay.state !== 'ready') throw new AppError('REPLAY_NOT_READY');
      if (input.startMs >= input.endMs) throw new AppError('CLIP_RANGE_INVALID');
      if (input.endMs > Number(replay.duration_ms)) throw new AppError('CLIP_BEYOND_REPLAY');
      if (input.endMs - input.startMs > CLIP_MAX_MS) throw new AppError('CLIP_TOO_LONG');
      const key = `${replay.room_id}/clips/${now()}-${randomBytes(4).toString('hex')}.flv`;
      const cut = await cutClip(storage, replay.file_key, key, input.startMs, input.endMs);
      const r = await db
        .insertInto('replay_clip')
        .values({
          replay_id: Number(replay.id),
          room_id: Number(replay.room_id),
          anchor_id: Number(replay.anchor_id),
          match_id: replay.match_id,
          title: input.title,
          type: input.type,
          start_ms: cut.startMs,
          duration_ms: cut.durationMs,
          file_key: key,
          size_bytes: cut.size,
          price: input.price,
          state: 'ready',
          created_by: userId,
          created_at: now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return detail(r, userId);
    },
  };
}
export type ClipService = ReturnType<typeof clipService>;
