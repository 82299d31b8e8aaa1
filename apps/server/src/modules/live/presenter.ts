import { AUDIT_STATE_LABELS, type TAnchorCard, type THistoryItem, type TRankItem, type TRoomCard } from '@sports/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { TProfile } from '../identity';
import type { RoomBrief, RoomCard } from './repository';

/** The live capability's one home for presenting its rows in their wire shapes. */

type Row<T extends keyof Database> = Selectable<Database[T]>;
/** A match as room cards and history name it. */
export type MatchTitle = { title: string; kickoffAt: number };

/** A room card: the room, its anchor, its category's name, its match and its viewers now. */
export function roomCard(
  r: RoomCard & { anchor: TProfile },
  extra: { navName: string | null; match: MatchTitle | undefined; online: number },
): TRoomCard {
  return {
    roomId: Number(r.id),
    anchorId: Number(r.anchor_id),
    nickName: r.anchor.nickName,
    portrait: r.anchor.portrait,
    level: r.anchor.level,
    title: r.title,
    cover: r.cover,
    navId: r.nav_id === null ? null : Number(r.nav_id),
    navName: extra.navName,
    isLive: r.is_live ? 1 : 0,
    online: extra.online,
    fansCount: r.anchor.fansCount,
    matchId: r.match_id === null ? null : Number(r.match_id),
    matchType: r.match_type === null ? null : Number(r.match_type),
    matchTitle: extra.match?.title ?? null,
    matchKickoffAt: extra.match?.kickoffAt ?? null,
    startedAt: r.started_at === null ? null : Number(r.started_at),
    endedAt: r.ended_at === null ? null : Number(r.ended_at),
  };
}

/** An anchor card: the person, their room when shown, whether the viewer follows them. */
export function anchorCard(p: TProfile, room: RoomBrief | null, extra: { online: number; followed: boolean }): TAnchorCard {
  return {
    userId: p.id,
    nickName: p.nickName,
    portrait: p.portrait,
    level: p.level,
    description: p.description,
    fansCount: p.fansCount,
    roomId: room ? room.id : null,
    isLive: room?.isLive ? 1 : 0,
    online: extra.online,
    title: room ? room.title : null,
    isAttention: extra.followed ? 1 : 0,
  };
}

/** A line of the anchor rank. */
export function anchorRankItem(rank: number, p: TProfile, room: RoomBrief | undefined, score: number): TRankItem {
  return {
    rank,
    userId: p.id,
    nickName: p.nickName,
    portrait: p.portrait,
    roomId: room ? room.id : null,
    isLive: room?.isLive ? 1 : 0,
    score,
  };
}

/** A broadcast in the anchor's history; a running one lasts until `now`. */
export function historyItem(r: Row<'live_session'>, matchTitle: string | null, now: number, replayId: number | null = null): THistoryItem {
  const end = r.ended_at === null ? null : Number(r.ended_at);
  return {
    id: Number(r.id),
    roomId: Number(r.room_id),
    title: r.title,
    matchTitle,
    startedAt: Number(r.started_at),
    endedAt: end,
    duration: Math.max(0, Math.round(((end ?? now) - Number(r.started_at)) / 1000)),
    peakViewers: Number(r.peak_viewers),
    replayId,
  };
}

/** An anchor application as its applicant sees it. */
export function auditInfo(a: Row<'live_anchor_application'>) {
  return {
    id: Number(a.id),
    state: Number(a.state),
    stateLabel: AUDIT_STATE_LABELS[Number(a.state)] ?? '',
    reason: a.reason,
    realName: a.real_name,
    contact: a.contact,
    navId: a.nav_id === null ? null : Number(a.nav_id),
    introduction: a.introduction,
    createdAt: Number(a.created_at),
    reviewedAt: a.reviewed_at === null ? null : Number(a.reviewed_at),
  };
}

/** What other capabilities need of a room. */
export function roomSummary(r: Row<'live_room'>) {
  return {
    id: Number(r.id),
    anchorId: Number(r.anchor_id),
    title: r.title,
    notice: r.notice,
    matchId: r.match_id === null ? null : Number(r.match_id),
    isLive: Boolean(r.is_live),
  };
}
