import {
  replayFilePath,
  replayPosterPath,
  type TChatMessage,
  type TPage,
  type TReplayChat,
  type TReplayDetail,
  type TReplayItem,
} from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { AppError } from '../../http/errors';
import type { ReplayRow, ReplaysRepository } from './repository';
import type { ReplayStorage } from './storage';

/** What reading replays needs of other capabilities. */
export interface ReplayReadPorts {
  /** anchors' public names and pictures (identity) */
  users(ids: number[]): Promise<Map<number, { nickName: string; portrait: string }>>;
  /** "主队 vs 客队" of matches (sports) */
  matchTitles(ids: number[]): Promise<Map<number, string>>;
  /** the room's chat lines sent in [from, to), oldest first (chat) */
  chatLines(roomId: number, from: number, to: number, limit: number): Promise<TChatMessage[]>;
}

const DAY = 24 * 3600 * 1000;
/** How far before a broadcast's history row a recording of it may begin (the publish comes first). */
const BROADCAST_SLACK_MS = 60_000;
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
/** A Beijing day's first millisecond. */
export function beijingDayStart(date: string): number {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) - BEIJING_OFFSET_MS;
}

/** Chat lines a replay carries at most (a long broadcast of a busy room). */
const CHAT_LIMIT = 5000;
/** The heat map has about this many buckets, each at least 5 s. */
const HEAT_BUCKETS = 100;
const MIN_BUCKET_MS = 5000;

/** Where a wall-clock time falls on a replay's timeline, given where each publish began. */
export function timelinePosition(segments: [number, number][], wall: number, durationMs: number): number {
  let pos = 0;
  for (const [w, f] of segments) {
    if (w > wall) break;
    pos = f + (wall - w);
  }
  return Math.max(0, Math.min(durationMs, Math.round(pos)));
}

export function parseSegments(json: string): [number, number][] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as [number, number][]).filter((s) => Array.isArray(s) && s.length === 2) : [];
  } catch {
    return [];
  }
}

/** Lists, one replay, its chat, and the anchor's delete. */
export function replayService(deps: { repo: ReplaysRepository; storage: ReplayStorage; ports: ReplayReadPorts }) {
  const { repo, storage, ports } = deps;

  async function present(rows: ReplayRow[]): Promise<TReplayItem[]> {
    const users = await ports.users([...new Set(rows.map((r) => Number(r.anchor_id)))]);
    const matchIds = rows.map((r) => (r.match_id === null ? null : Number(r.match_id))).filter((x): x is number => x !== null);
    const titles = matchIds.length ? await ports.matchTitles([...new Set(matchIds)]) : new Map<number, string>();
    return rows.map((r) => {
      const id = Number(r.id);
      const u = users.get(Number(r.anchor_id));
      const matchId = r.match_id === null ? null : Number(r.match_id);
      return {
        id,
        roomId: Number(r.room_id),
        anchorId: Number(r.anchor_id),
        anchorNickName: u?.nickName ?? '',
        anchorPortrait: u?.portrait ?? '',
        title: r.title,
        matchId,
        matchTitle: matchId === null ? null : (titles.get(matchId) ?? null),
        startedAt: Number(r.started_at),
        endedAt: r.ended_at === null ? null : Number(r.ended_at),
        duration: Math.round(Number(r.duration_ms) / 1000),
        size: Number(r.size_bytes),
        poster: r.poster_key ? replayPosterPath(id) : null,
        src: replayFilePath(id),
      };
    });
  }

  function dayRange(startDate?: string, endDate?: string) {
    const from = startDate ? beijingDayStart(startDate) : undefined;
    const to = endDate ? beijingDayStart(endDate) + DAY : undefined;
    if (from !== undefined && to !== undefined && from >= to) throw new AppError('DATE_RANGE_INVALID');
    return { from, to };
  }

  /** A replay that can be watched, else REPLAY_NOT_FOUND (unknown, deleted, failed) or REPLAY_NOT_READY. */
  async function playable(id: number): Promise<ReplayRow> {
    const r = await repo.find(id);
    if (!r || r.state === 'deleted' || r.state === 'failed') throw new AppError('REPLAY_NOT_FOUND');
    if (r.state !== 'ready') throw new AppError('REPLAY_NOT_READY');
    return r;
  }

  return {
    playable,

    async pageByRoom(q: {
      roomId: number;
      startDate?: string;
      endDate?: string;
      page: number;
      pageSize: number;
    }): Promise<TPage<TReplayItem>> {
      const { from, to } = dayRange(q.startDate, q.endDate);
      const { rows, total } = await repo.page({ roomId: q.roomId, from, to }, q.page, q.pageSize);
      return { list: await present(rows), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },

    async page(q: { date?: string; matchId?: number; page: number; pageSize: number }): Promise<TPage<TReplayItem>> {
      const { from, to } = q.date ? dayRange(q.date, q.date) : { from: undefined, to: undefined };
      const { rows, total } = await repo.page({ matchId: q.matchId, from, to }, q.page, q.pageSize);
      return { list: await present(rows), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },

    async detail(id: number, userId: number | null): Promise<TReplayDetail> {
      const r = await playable(id);
      const item = itemAt(await present([r]), 0, 'presented replay');
      return {
        ...item,
        durationMs: Number(r.duration_ms),
        keyframes: Number(r.keyframes),
        canDelete: userId !== null && userId === Number(r.anchor_id) ? 1 : 0,
      };
    },

    /** The broadcast's chat lines on the replay's timeline, and their density for the seek bar. */
    async chat(id: number): Promise<TReplayChat> {
      const r = await playable(id);
      const durationMs = Number(r.duration_ms);
      const startedAt = Number(r.started_at);
      const endedAt = r.ended_at === null ? startedAt + durationMs : Number(r.ended_at);
      const segments = parseSegments(r.segments);
      const messages = await ports.chatLines(Number(r.room_id), startedAt, endedAt + 1, CHAT_LIMIT);
      const lines = messages.map((message) => ({ at: timelinePosition(segments, message.createdAt, durationMs), message }));
      const bucketMs = Math.max(MIN_BUCKET_MS, Math.ceil(durationMs / HEAT_BUCKETS / 1000) * 1000);
      const heat = new Array<number>(Math.max(1, Math.ceil(durationMs / bucketMs))).fill(0);
      for (const l of lines) {
        const bucket = Math.min(heat.length - 1, Math.floor(l.at / bucketMs));
        heat[bucket] = itemAt(heat, bucket, 'chat heat bucket') + 1;
      }
      return { replayId: id, lines, heat, bucketMs };
    },

    /**
     * The replay of each of a room's broadcasts (live's history rows), when one is kept: the
     * recording begins with the broadcast's first publish, within `BROADCAST_SLACK_MS` of its start.
     */
    async ofBroadcasts(
      roomId: number,
      broadcasts: { id: number; startedAt: number; endedAt: number | null }[],
    ): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      if (!broadcasts.length) return out;
      const from = Math.min(...broadcasts.map((b) => b.startedAt)) - BROADCAST_SLACK_MS;
      const to = Math.max(...broadcasts.map((b) => b.endedAt ?? Number.MAX_SAFE_INTEGER));
      const rows = await repo.readyOfRoomBetween(roomId, from, to);
      // each recording goes to the broadcast whose start is nearest its own, among those it falls in
      for (const r of rows) {
        const at = Number(r.started_at);
        let best: { id: number; gap: number } | null = null;
        for (const b of broadcasts) {
          if (at < b.startedAt - BROADCAST_SLACK_MS || at > (b.endedAt ?? Number.MAX_SAFE_INTEGER)) continue;
          const gap = Math.abs(at - b.startedAt);
          if (!best || gap < best.gap) best = { id: b.id, gap };
        }
        if (best && !out.has(best.id)) out.set(best.id, Number(r.id));
      }
      return out;
    },

    /** The room's anchor deletes a replay: its files go, the row stays marked (later requests get 404). */
    async remove(id: number, userId: number): Promise<void> {
      const r = await repo.find(id);
      if (!r || r.state === 'deleted' || r.state === 'failed') throw new AppError('REPLAY_NOT_FOUND');
      if (Number(r.anchor_id) !== userId) throw new AppError('REPLAY_NOT_OWNER');
      if (r.state !== 'ready') throw new AppError('REPLAY_NOT_READY');
      await removeFiles(storage, r);
      await repo.update(id, { state: 'deleted', deleted_at: Date.now(), deleted_by: 'anchor' });
    },
  };
}
export type ReplayService = ReturnType<typeof replayService>;

/** The stored files of a replay. */
export async function removeFiles(storage: ReplayStorage, r: Pick<ReplayRow, 'file_key' | 'poster_key'>): Promise<void> {
  await storage.remove(r.file_key);
  if (r.poster_key) await storage.remove(r.poster_key);
}
