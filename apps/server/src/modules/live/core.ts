import { matchTypeOfSport, type TAnchorCard, type TRoomCard, type TRoomInfo } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { TProfile } from '../identity';
import { anchorPages } from './anchor-pages';
import { LiveEvents } from './events';
import { anchorCard, roomCard } from './presenter';
import type { LiveDeps } from './ports';
import { roomBrief, type AnchorCopy, type RoomBrief, type RoomCard, type RoomFilter } from './repository';

export const DAY = 24 * 3600 * 1000;
/** One report per user and room in this window. */
export const REPORT_WINDOW_MS = 10 * 60 * 1000;
/** Matches an anchor can bind or a user can book: from three hours ago to seven days ahead. */
export const OPEN_MATCH_BACK_MS = 3 * 3600 * 1000;
export const OPEN_MATCH_AHEAD_MS = 7 * DAY;

type Room = Selectable<Database['live_room']>;
/** A room's card as lists show it, with its anchor's profile. */
export type CardView = RoomCard & { anchor: TProfile };
/** A room with its anchor's profile. */
type RoomView = Room & { anchor: TProfile };
/** A person for an anchor card, with their room when the card shows it. */
export type AnchorItem = { profile: TProfile; room: RoomBrief | null };
/** An anchor's place on a page before the profiles are read. */
export type AnchorSlot = { id: number; room: AnchorItem['room'] };

/** Days, weeks and months are Beijing time (UTC+8, no daylight saving), like every date the product shows. */
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** Beijing midnight of a YYYY-MM-DD date. */
export function dayStart(date: string): number {
  // A missing part is NaN, as Date.UTC reads an absent argument: the day is then NaN.
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) - BEIJING_OFFSET_MS;
}

/**
 * What the live use cases share: the repository, the ports, the clock, and the reads and
 * presentations several of them make (rooms with their owners, cards, anchors by match…).
 */
export function liveCore({ repo, ports, now = Date.now, events = new LiveEvents() }: LiveDeps) {
  async function matchTitles(ids: (number | null)[]) {
    const cards = await ports.matchCards(ids.filter((x): x is number => x !== null).map(Number));
    return new Map([...cards.values()].map((m) => [m.id, { title: `${m.home} vs ${m.away}`, kickoffAt: m.kickoffAt }]));
  }

  /**
   * Live's copy of what its lists order, filter and search rooms by (decision 0018): the owner's fan
   * count, role and nickname, as identity has them now. Written when a room is made, when live moves
   * the count (follows) or the role (approvals), and by `anchorChanged` (identity calls it when a
   * nickname changes).
   */
  async function anchorCopy(anchorId: number): Promise<Required<AnchorCopy>> {
    const p = (await ports.profiles([anchorId])).get(anchorId);
    return { anchor_fans: p?.fansCount ?? 0, anchor_active: p?.isAnchor ? 1 : 0, anchor_nick: p?.nickName ?? '' };
  }

  /**
   * Rooms with their anchors' profiles. The SQL already took only anchors' rooms (by live's copy);
   * a room whose owner identity no longer calls an anchor is left out all the same.
   */
  function ownedBy(rows: RoomCard[], profiles: Map<number, TProfile>): CardView[] {
    return rows.flatMap((r) => {
      const anchor = profiles.get(Number(r.anchor_id));
      return anchor?.isAnchor ? [{ ...r, anchor }] : [];
    });
  }

  /** Rooms with their anchors' profiles, read in one batch. */
  async function withOwners(rows: RoomCard[]): Promise<CardView[]> {
    return ownedBy(rows, await ports.profiles(rows.map((r) => Number(r.anchor_id))));
  }

  /** The first rooms of the hot order: live first, then the most followed anchor, then by room id. */
  async function listRooms(f: RoomFilter, limit: number): Promise<CardView[]> {
    return withOwners(await repo.pageRooms(f, 'hot', 0, limit));
  }

  /** A room with its anchor; undefined when there is no such room or its owner is no longer an anchor. */
  async function findRoom(roomId: number): Promise<RoomView | undefined> {
    const r = await repo.findRoomRaw(roomId);
    if (!r) return undefined;
    const anchor = (await ports.profiles([Number(r.anchor_id)])).get(Number(r.anchor_id));
    return anchor?.isAnchor ? { ...r, anchor } : undefined;
  }

  async function navEnabled(navId: number): Promise<boolean> {
    return (await ports.navs()).some((n) => n.id === navId && n.enabled);
  }

  async function presentCards(rows: CardView[]): Promise<TRoomCard[]> {
    if (!rows.length) return [];
    const titles = await matchTitles(rows.map((r) => (r.match_id === null ? null : Number(r.match_id))));
    const navNames = new Map((await ports.navs()).map((n) => [n.id, n.name]));
    return rows.map((r) =>
      roomCard(r, {
        navName: r.nav_id === null ? null : (navNames.get(Number(r.nav_id)) ?? null),
        match: r.match_id === null ? undefined : titles.get(Number(r.match_id)),
        online: r.is_live ? ports.viewers(Number(r.id)) : 0,
      }),
    );
  }

  /** Which of these people the viewer follows (none without a viewer). */
  async function followedOf(viewerId: number | null, items: AnchorItem[]): Promise<Set<number>> {
    return viewerId
      ? repo.followedAmong(
          viewerId,
          items.map((a) => a.profile.id),
        )
      : new Set<number>();
  }

  /** Anchor cards; `followed` when the caller already knows which of them the viewer follows. */
  async function presentAnchors(items: AnchorItem[], viewerId: number | null, followed?: Set<number>): Promise<TAnchorCard[]> {
    followed ??= await followedOf(viewerId, items);
    const seen = followed;
    return items.map(({ profile: p, room }) =>
      anchorCard(p, room, { online: room?.isLive ? ports.viewers(room.id) : 0, followed: seen.has(p.id) }),
    );
  }

  /** Anchors with their rooms, in the order of the profiles. */
  async function withRooms(profiles: TProfile[]): Promise<AnchorItem[]> {
    const rooms = await repo.roomsOfAnchors(profiles.map((p) => p.id));
    return profiles.map((p) => ({ profile: p, room: rooms.get(p.id) ?? null }));
  }

  /** Anchors among these ids with their rooms, in the order of the ids. */
  async function anchorsInOrder(ids: number[]): Promise<AnchorItem[]> {
    const profiles = await ports.profiles(ids);
    return withRooms(ids.map((id) => profiles.get(id)).filter((p): p is TProfile => !!p?.isAnchor));
  }

  /** Anchors streaming these matches: on air first, then the most followed; with the match each streams. */
  async function anchorsByMatch(matchIds: number[]): Promise<(AnchorItem & { matchId: number })[]> {
    const rooms = await repo.roomsByMatch(matchIds);
    const profiles = await ports.profiles(rooms.map((r) => Number(r.anchor_id)));
    return rooms
      .flatMap((r) => {
        const profile = profiles.get(Number(r.anchor_id));
        return profile?.isAnchor ? [{ profile, matchId: Number(r.match_id), room: roomBrief(r) }] : [];
      })
      .sort((a, b) => Number(b.room.isLive) - Number(a.room.isLive) || b.profile.fansCount - a.profile.fansCount);
  }

  /** The user's marked matches, latest kick-off first (then by id), one page or all. */
  async function markedMatches(userId: number, kind: 'attention' | 'reserve', opts: { page?: number; pageSize?: number } = {}) {
    const cards = await ports.matchCards(await repo.markedMatchIds(userId, kind));
    const ordered = [...cards.values()].sort((a, b) => b.kickoffAt - a.kickoffAt || a.id - b.id).map((m) => m.id);
    const from = opts.pageSize ? ((opts.page ?? 1) - 1) * opts.pageSize : 0;
    return { ids: opts.pageSize ? ordered.slice(from, from + opts.pageSize) : ordered, total: ordered.length };
  }

  async function requireMatch(matchId: number, matchType?: number) {
    const m = (await ports.matchCards([matchId])).get(matchId);
    if (!m) throw new AppError('MATCH_NOT_FOUND');
    if (matchType !== undefined && matchTypeOfSport(m.sport) !== matchType) throw new AppError('MATCH_TYPE_MISMATCH');
    return m;
  }

  async function requireAnchorUser(anchorId: number) {
    const a = (await ports.profiles([anchorId])).get(anchorId);
    if (!a?.isAnchor) throw new AppError('ANCHOR_NOT_FOUND');
    return a;
  }

  /** The room as its anchor sees it. */
  async function infoOf(roomId: number): Promise<TRoomInfo> {
    const r = await findRoom(roomId);
    if (!r) throw new AppError('ROOM_NOT_FOUND');
    const card = itemAt(await presentCards([r]), 0, 'card of the room');
    return { ...card, notice: r.notice };
  }

  const pages = anchorPages(repo, ports);
  /** Tells the match pages their live rooms changed (nothing for a room without a match). */
  function roomsChanged(...matchIds: (number | bigint | null)[]) {
    const ids = [...new Set(matchIds.filter((x) => x !== null).map(Number))];
    if (ids.length) events.emit('rooms.changed', { matchIds: ids });
  }

  return {
    repo,
    ports,
    now,
    events,
    roomsChanged,
    ...pages,
    matchTitles,
    anchorCopy,
    ownedBy,
    withOwners,
    listRooms,
    findRoom,
    navEnabled,
    presentCards,
    followedOf,
    presentAnchors,
    withRooms,
    anchorsInOrder,
    anchorsByMatch,
    markedMatches,
    requireMatch,
    requireAnchorUser,
    infoOf,
  };
}
export type LiveCore = ReturnType<typeof liveCore>;
