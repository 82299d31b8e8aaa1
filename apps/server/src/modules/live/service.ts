import {
  AUDIT_STATE_LABELS,
  AUDIT_STATES,
  ATTENTION_OPERATIONS,
  ATTENTION_TYPES,
  rankSince,
  matchTypeOfSport,
  sportOfMatchType,
  type TAnchorCard,
  type TAttentionPage,
  type TAuditInfo,
  type TAuditSubmit,
  type THistoryItem,
  type TMatchWithAnchors,
  type TPage,
  type TRankItem,
  type TRankType,
  type TReportBody,
  type TRoomCard,
  type TRoomDetail,
  type TRoomInfo,
  type TRoomPlay,
  type TRoomUpdate,
  type TScoreMatch,
  type TPersonalSpace,
} from '@sports/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { IdentityService, TProfile } from '../identity/service';
import type { SiteService } from '../site/service';
import type { OpenMatchQuery } from '../sports/scores-repository';
import type { ScoresService, TMatchCard } from '../sports/scores-service';
import { roomBrief, type AnchorCopy, type LiveRepository, type RoomBrief, type RoomCard, type RoomFilter } from './repository';

/**
 * What the live capability needs from other capabilities, through their services (never their
 * tables); injected so each piece is replaceable in tests.
 */
export interface LivePorts {
  /** Presents matches the way the score pages do (the sports capability). */
  matchesByIds(ids: number[], userId?: number | null): Promise<TScoreMatch[]>;
  /** Matches in brief by id (sports); unknown ids left out. */
  matchCards(ids: number[]): Promise<Map<number, TMatchCard>>;
  /** Matches not over, by kick-off, one page of ids (sports). */
  openMatches(q: OpenMatchQuery): Promise<{ ids: number[]; total: number }>;
  /** Public profiles by id (identity); unknown ids left out. */
  profiles(ids: number[]): Promise<Map<number, TProfile>>;
  /** Ids of the anchors whose nickname contains the word, most followed first and then by id (identity). */
  anchorIds(word: string): Promise<number[]>;
  /** How many anchors there are (identity). */
  anchorCount(): Promise<number>;
  /** One slice of `anchorIds(word)` without the `except` ids, paged in identity's SQL. */
  anchorIdsPage(q: { word?: string; except: number[]; offset: number; limit: number }): Promise<number[]>;
  /** Moves an anchor's fan count and returns the new count (identity keeps it with the user). */
  addFans(userId: number, delta: number): Promise<number>;
  /** Makes a user an anchor (identity). */
  setAnchor(userId: number, on: boolean): Promise<void>;
  /** Nick name and mobile of users, for operators (identity). */
  contacts(ids: number[]): Promise<Map<number, { nickName: string; mobile: string | null }>>;
  /** Every room category, disabled ones too (the site capability). */
  navs(): Promise<{ id: number; name: string; enabled: boolean }[]>;
  /** Whether the user uploaded this picture (a room cover is only the owner's own upload). */
  ownsUpload(userId: number, url: string): Promise<boolean>;
  /** Viewers connected to a room right now (room topic subscribers; see realtime). */
  viewers(roomId: number): number;
  /** Playback addresses of a running stream (the media capability); null when none. */
  play?(roomId: number): Promise<TRoomPlay | null> | TRoomPlay | null;
  /** Diamonds gifted per user since a time, largest first (the wallet's gifts): the price rank. */
  wealthRank(since: number, size: number): Promise<{ userId: number; nickName: string; portrait: string; score: number }[]>;
}

/** The ports served by the identity, sports and site services: wired the same in the server and outside it. */
export function livePortsOfServices(s: {
  identity: IdentityService;
  scores: ScoresService;
  site: Pick<SiteService, 'navCategories'>;
}): Omit<LivePorts, 'viewers' | 'play' | 'wealthRank'> {
  const { identity, scores, site } = s;
  return {
    matchesByIds: (ids, userId) => scores.matchesByIds(ids, userId),
    matchCards: (ids) => scores.matchCardsByIds(ids),
    openMatches: (q) => scores.openMatches(q),
    profiles: (ids) => identity.profilesByIds(ids),
    anchorIds: (word) => identity.anchorIds(word),
    anchorCount: () => identity.anchorCount(),
    anchorIdsPage: (q) => identity.anchorIdsPage(q),
    addFans: (userId, delta) => identity.addFans(userId, delta),
    setAnchor: (userId, on) => identity.setAnchor(userId, on),
    contacts: (ids) => identity.contacts(ids),
    navs: () => site.navCategories(),
    ownsUpload: (userId, url) => identity.ownsUpload(userId, url),
  };
}

export interface LiveDeps {
  repo: LiveRepository;
  ports: LivePorts;
  now?: () => number;
}

const DAY = 24 * 3600 * 1000;
/** One report per user and room in this window. */
const REPORT_WINDOW_MS = 10 * 60 * 1000;
/** Matches an anchor can bind or a user can book: from three hours ago to seven days ahead. */
const OPEN_MATCH_BACK_MS = 3 * 3600 * 1000;
const OPEN_MATCH_AHEAD_MS = 7 * DAY;

type Room = Selectable<Database['live_room']>;
/** A room's card as lists show it, with its anchor's profile. */
type CardView = RoomCard & { anchor: TProfile };
/** A room with its anchor's profile. */
type RoomView = Room & { anchor: TProfile };
/** A person for an anchor card, with their room when the card shows it. */
type AnchorItem = { profile: TProfile; room: RoomBrief | null };
/** An anchor's place on a page before the profiles are read. */
type AnchorSlot = { id: number; room: AnchorItem['room'] };

/** Days, weeks and months are Beijing time (UTC+8, no daylight saving), like every date the product shows. */
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** Beijing midnight of a YYYY-MM-DD date. */
export function dayStart(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) - BEIJING_OFFSET_MS;
}

export function liveService({ repo, ports, now = Date.now }: LiveDeps) {
  async function matchTitles(ids: (number | null)[]) {
    const cards = await ports.matchCards(ids.filter((x): x is number => x !== null).map(Number));
    return new Map([...cards.values()].map((m) => [m.id, { title: `${m.home} vs ${m.away}`, kickoffAt: m.kickoffAt }]));
  }

  /**
   * Live's copy of what its lists order and filter rooms by (decision 0022): the owner's fan count
   * and role, as identity has them now. Written when a room is made, when live moves the count
   * (follows) or the role (approvals), and by `anchorChanged`.
   */
  async function anchorCopy(anchorId: number): Promise<Required<AnchorCopy>> {
    const p = (await ports.profiles([anchorId])).get(anchorId);
    return { anchor_fans: p?.fansCount ?? 0, anchor_active: p?.isAnchor ? 1 : 0 };
  }

  /** A word also finds rooms by their anchor's nickname: identity says which anchors have it (unless the caller knows). */
  async function roomFilter(f: RoomFilter): Promise<RoomFilter> {
    return f.word && !f.nickAnchorIds ? { ...f, nickAnchorIds: await ports.anchorIds(f.word) } : f;
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
    return withOwners(await repo.pageRooms(await roomFilter(f), 'hot', 0, limit));
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
    return rows.map((r) => {
      const m = r.match_id === null ? undefined : titles.get(Number(r.match_id));
      return {
        roomId: Number(r.id),
        anchorId: Number(r.anchor_id),
        nickName: r.anchor.nickName,
        portrait: r.anchor.portrait,
        level: r.anchor.level,
        title: r.title,
        cover: r.cover,
        navId: r.nav_id === null ? null : Number(r.nav_id),
        navName: r.nav_id === null ? null : (navNames.get(Number(r.nav_id)) ?? null),
        isLive: r.is_live ? 1 : 0,
        online: r.is_live ? ports.viewers(Number(r.id)) : 0,
        fansCount: r.anchor.fansCount,
        matchId: r.match_id === null ? null : Number(r.match_id),
        matchType: r.match_type === null ? null : Number(r.match_type),
        matchTitle: m?.title ?? null,
        matchKickoffAt: m?.kickoffAt ?? null,
        startedAt: r.started_at === null ? null : Number(r.started_at),
        endedAt: r.ended_at === null ? null : Number(r.ended_at),
      };
    });
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
    return items.map(({ profile: p, room }) => ({
      userId: p.id,
      nickName: p.nickName,
      portrait: p.portrait,
      level: p.level,
      description: p.description,
      fansCount: p.fansCount,
      roomId: room ? room.id : null,
      isLive: room?.isLive ? 1 : 0,
      online: room?.isLive ? ports.viewers(room.id) : 0,
      title: room ? room.title : null,
      isAttention: followed.has(p.id) ? 1 : 0,
    }));
  }

  /** Anchors with their rooms, in the order of the profiles. */
  async function withRooms(profiles: TProfile[]): Promise<AnchorItem[]> {
    const rooms = await repo.roomsOfAnchors(profiles.map((p) => p.id));
    return profiles.map((p) => ({ profile: p, room: rooms.get(p.id) ?? null }));
  }

  /**
   * Anchors by nickname: those on air first, then those with a room, then those without; each part
   * most followed first and then by id. Those with a room are paged in live's SQL (its copy of the
   * fan counts orders them), those without in identity's; the page's ids with their rooms.
   * `nick`: the word and the ids of the anchors whose nickname has it (from `ports.anchorIds`).
   */
  async function pageAnchorSlots(
    nick: { word: string; ids: number[] } | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ slots: AnchorSlot[]; total: number }> {
    const nickIds = nick?.ids;
    const total = nickIds ? nickIds.length : await ports.anchorCount();
    const from = (page - 1) * pageSize;
    const rooms = await repo.pageAnchorRooms(nickIds, from, pageSize);
    const slots: AnchorSlot[] = rooms.map((r) => ({
      id: Number(r.anchor_id),
      room: roomBrief(r),
    }));
    const limit = pageSize - rooms.length;
    if (limit > 0) {
      // The anchors with a room end on this page (so many have one), or before it (count them).
      const withRoom = rooms.length ? from + rooms.length : await repo.countAnchorRooms(nickIds);
      const offset = from + rooms.length - withRoom;
      if (offset < total - withRoom) {
        const except = await repo.roomOwners(nickIds);
        for (const id of await ports.anchorIdsPage({ word: nick?.word, except, offset, limit })) slots.push({ id, room: null });
      }
    }
    return { slots, total };
  }

  /** Slots with their profiles; anyone identity no longer calls an anchor is left out (as in ownedBy). */
  function slotItems(slots: AnchorSlot[], profiles: Map<number, TProfile>): AnchorItem[] {
    return slots.flatMap(({ id, room }) => {
      const profile = profiles.get(id);
      return profile?.isAnchor ? [{ profile, room }] : [];
    });
  }

  async function pageAnchorItems(
    nick: { word: string; ids: number[] } | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ items: AnchorItem[]; total: number }> {
    const { slots, total } = await pageAnchorSlots(nick, page, pageSize);
    return { items: slotItems(slots, await ports.profiles(slots.map((x) => x.id))), total };
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
    const [card] = await presentCards([r]);
    return { ...card, notice: r.notice };
  }

  const svc = {
    // ---- functions other capabilities use (media, chat, gifts, nobility) ----

    /** What other capabilities need of a room, or null when there is no such room. */
    async roomSummary(
      roomId: number,
    ): Promise<{ id: number; anchorId: number; notice: string; matchId: number | null; isLive: boolean } | null> {
      const r = await repo.findRoomRaw(roomId);
      return r
        ? {
            id: Number(r.id),
            anchorId: Number(r.anchor_id),
            notice: r.notice,
            matchId: r.match_id === null ? null : Number(r.match_id),
            isLive: Boolean(r.is_live),
          }
        : null;
    },
    /** Rooms that are live now. */
    async liveRoomIds(): Promise<number[]> {
      return (await repo.liveRoomIds()).map((r) => Number(r.id));
    },
    async roomExists(roomId: number): Promise<boolean> {
      return !!(await repo.findRoomRaw(roomId));
    },
    /** Creates the anchor's room unless it exists; returns its id. */
    async ensureRoom(anchorId: number, nickName: string, navId: number | null = null): Promise<number> {
      const existing = await repo.findRoomByAnchor(anchorId);
      if (existing) return Number(existing.id);
      const copy = await anchorCopy(anchorId);
      const t = now();
      return repo.insertRoom({ anchor_id: anchorId, title: `${nickName}的直播间`, nav_id: navId, created_at: t, updated_at: t, ...copy });
    },
    /**
     * Refreshes live's copy of the user's fan count and role from identity (a no-op without a room).
     * Live calls it where it changes the role; whoever changes either outside live calls it too.
     */
    async anchorChanged(userId: number): Promise<void> {
      await repo.setAnchorCopy(userId, await anchorCopy(userId));
    },
    /**
     * The anchor's own room (creating it on first use); NOT_ANCHOR for anyone else.
     * Every room-managing call goes through this (SPEC §6: only anchors manage rooms).
     */
    async requireOwnRoom(user: { id: number; is_anchor: number; nick_name: string }) {
      if (!user.is_anchor) throw new AppError('NOT_ANCHOR');
      const existing = await repo.findRoomByAnchor(Number(user.id));
      if (existing) return existing;
      const room = await repo.findRoomRaw(await svc.ensureRoom(Number(user.id), user.nick_name));
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      return room;
    },
    /**
     * Live state follows the stream (called by media on publish and unpublish): going live opens a
     * history row, going offline closes it with the peak viewer count. Idempotent.
     */
    async setLive(roomId: number, live: boolean): Promise<void> {
      const room = await repo.findRoomRaw(roomId);
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      const t = now();
      if (live) {
        if (room.is_live) return;
        const sessionId = await repo.insertSession({
          room_id: roomId,
          anchor_id: Number(room.anchor_id),
          title: room.title,
          nav_id: room.nav_id,
          match_id: room.match_id,
          match_type: room.match_type,
          started_at: t,
          ended_at: null,
        });
        await repo.updateRoom(roomId, {
          is_live: 1,
          started_at: t,
          ended_at: null,
          peak_viewers: ports.viewers(roomId),
          current_session_id: sessionId,
          updated_at: t,
        });
      } else {
        if (!room.is_live) return;
        const peak = Math.max(Number(room.peak_viewers), ports.viewers(roomId));
        if (room.current_session_id !== null) await repo.endSession(Number(room.current_session_id), t, peak);
        await repo.updateRoom(roomId, { is_live: 0, ended_at: t, current_session_id: null, peak_viewers: 0, updated_at: t });
      }
    },

    // ---- rooms ----

    async page(q: {
      roomType: number;
      navId?: number;
      roomId?: number;
      word?: string;
      page: number;
      pageSize: number;
    }): Promise<TPage<TRoomCard>> {
      const f = await roomFilter({ liveOnly: q.roomType === 1, navId: q.navId, roomId: q.roomId, word: q.word || undefined });
      const rows = await repo.pageRooms(f, 'page', (q.page - 1) * q.pageSize, q.pageSize);
      const total = await repo.countRooms(f);
      return { list: await presentCards(await withOwners(rows)), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },
    async detail(roomId: number, viewerId: number | null): Promise<TRoomDetail> {
      const r = await findRoom(roomId);
      if (!r) throw new AppError('ROOM_NOT_FOUND');
      const [card] = await presentCards([r]);
      const [match] = r.match_id === null ? [] : await ports.matchesByIds([Number(r.match_id)], viewerId);
      const play = r.is_live && ports.play ? await ports.play(roomId) : null;
      return {
        ...card,
        notice: r.notice,
        description: r.anchor.description,
        isAttention: viewerId && (await repo.isFollowing(viewerId, Number(r.anchor_id))) ? 1 : 0,
        isOwner: viewerId === Number(r.anchor_id) ? 1 : 0,
        match: match ?? null,
        play: play ?? null,
      };
    },
    /** Viewers now; also keeps the broadcast's peak for history and ranks. */
    async online(roomId: number) {
      const r = await repo.findRoomRaw(roomId);
      if (!r) throw new AppError('ROOM_NOT_FOUND');
      const online = ports.viewers(roomId);
      if (r.is_live && online > Number(r.peak_viewers)) await repo.updateRoom(roomId, { peak_viewers: online });
      return { roomId, online, isLive: r.is_live ? 1 : 0 };
    },
    async info(user: { id: number; is_anchor: number; nick_name: string }, roomId?: number): Promise<TRoomInfo> {
      const own = await svc.requireOwnRoom(user);
      if (roomId !== undefined && roomId !== Number(own.id)) throw new AppError('FORBIDDEN');
      return infoOf(Number(own.id));
    },
    async update(user: { id: number; is_anchor: number; nick_name: string }, body: TRoomUpdate): Promise<TRoomInfo> {
      const own = await svc.requireOwnRoom(user);
      if (!(await navEnabled(body.navId))) throw new AppError('NAV_NOT_FOUND');
      if (body.cover && !/^(\/uploads\/[\w.-]+|\/demo\/[\w.-]+)$/.test(body.cover)) throw new AppError('COVER_INVALID');
      // An upload is used only by the user who uploaded it; the demo pictures are for everyone.
      if (body.cover.startsWith('/uploads/') && !(await ports.ownsUpload(Number(user.id), body.cover))) throw new AppError('COVER_INVALID');
      let matchType: number | null = null;
      if (body.matchId !== null) matchType = matchTypeOfSport((await requireMatch(body.matchId)).sport);
      await repo.updateRoom(Number(own.id), {
        title: body.title,
        cover: body.cover,
        nav_id: body.navId,
        match_id: body.matchId,
        match_type: matchType,
        notice: body.notice,
        updated_at: now(),
      });
      return infoOf(Number(own.id));
    },
    async hotRooms(size: number): Promise<TRoomCard[]> {
      const rows = await listRooms({}, size);
      return (await presentCards(rows)).sort((a, b) => b.isLive - a.isLive || b.online - a.online || b.fansCount - a.fansCount);
    },
    async search(word: string, type: number, viewerId: number | null): Promise<{ rooms: TRoomCard[]; anchors: TAnchorCard[] }> {
      const nickIds = await ports.anchorIds(word);
      const rows = type === 1 ? await repo.pageRooms({ word, nickAnchorIds: nickIds }, 'hot', 0, 30) : [];
      const { slots } = await pageAnchorSlots({ word, ids: nickIds }, 1, 30);
      // One batch of profiles for both lists (a room's anchor is often among the anchors found).
      const profiles = await ports.profiles([...rows.map((r) => Number(r.anchor_id)), ...slots.map((x) => x.id)]);
      const rooms = await presentCards(ownedBy(rows, profiles));
      const anchors = await presentAnchors(slotItems(slots, profiles), viewerId);
      return { rooms, anchors };
    },

    // ---- anchors ----

    async hotAnchors(size: number, navId: number, viewerId: number | null): Promise<TAnchorCard[]> {
      const rows = await listRooms(navId ? { navId } : {}, size);
      return presentAnchors(
        rows.map((r) => ({ profile: r.anchor, room: roomBrief(r) })),
        viewerId,
      );
    },
    /** Anchors on air first, then the most followed; the caller's own follows excluded. */
    async recommendAnchors(viewerId: number | null, size = 6): Promise<TAnchorCard[]> {
      const { items } = await pageAnchorItems(undefined, 1, size + 50);
      const followed = await followedOf(viewerId, items);
      const pick = items.filter((a) => !followed.has(a.profile.id) && a.profile.id !== viewerId).slice(0, size);
      return presentAnchors(pick, viewerId, followed);
    },
    async pageAnchors(word: string | undefined, page: number, pageSize: number, viewerId: number | null): Promise<TPage<TAnchorCard>> {
      const nick = word ? { word, ids: await ports.anchorIds(word) } : undefined;
      const { items, total } = await pageAnchorItems(nick, page, pageSize);
      return { list: await presentAnchors(items, viewerId), totalNumber: total, page, pageSize };
    },
    async anchorsByMatch(matchId: number, matchType: number | undefined, viewerId: number | null): Promise<TAnchorCard[]> {
      await requireMatch(matchId, matchType);
      return presentAnchors(await anchorsByMatch([matchId]), viewerId);
    },
    async rank(kind: 'anchor' | 'price', type: TRankType, size = 20): Promise<TRankItem[]> {
      const since = rankSince(type, now());
      if (kind === 'price') {
        const top = await ports.wealthRank(since, size);
        const rooms = await repo.roomsOfAnchors(top.map((r) => r.userId));
        return top.map((r, i) => {
          const room = rooms.get(r.userId);
          return { rank: i + 1, ...r, roomId: room ? room.id : null, isLive: room?.isLive ? 1 : 0 };
        });
      }
      // Followers of users who are no longer anchors do not count; read in slices until `size` anchors are found.
      const top: { profile: TProfile; score: number }[] = [];
      const slice = Math.max(size * 2, 50);
      for (let offset = 0; top.length < size; offset += slice) {
        const rows = await repo.followersGained(since, offset, slice);
        const profiles = await ports.profiles(rows.map((r) => r.anchorId));
        for (const r of rows) {
          const profile = profiles.get(r.anchorId);
          if (profile?.isAnchor && top.length < size) top.push({ profile, score: r.score });
        }
        if (rows.length < slice) break;
      }
      const rooms = await repo.roomsOfAnchors(top.map((r) => r.profile.id));
      return top.map(({ profile, score }, i) => {
        const room = rooms.get(profile.id);
        return {
          rank: i + 1,
          userId: profile.id,
          nickName: profile.nickName,
          portrait: profile.portrait,
          roomId: room ? room.id : null,
          isLive: room?.isLive ? 1 : 0,
          score,
        };
      });
    },
    /** Who follows a user (only anchors can be followed, so others have none). */
    async fans(anchorId: number, page: number, pageSize: number) {
      const { rows, total } = await repo.fanIds(anchorId, page, pageSize);
      const people = await ports.profiles(rows.map((r) => r.userId));
      return {
        list: rows.flatMap((r) => {
          const p = people.get(r.userId);
          return p ? [{ userId: p.id, nickName: p.nickName, portrait: p.portrait, level: p.level, followedAt: r.followedAt }] : [];
        }),
        totalNumber: total,
        page,
        pageSize,
      };
    },

    /** A user's public space: profile, counts, the room (anchors) and whether the caller follows them. */
    async space(userId: number, viewerId: number | null): Promise<TPersonalSpace> {
      const u = (await ports.profiles([userId])).get(userId);
      if (!u) throw new AppError('NOT_FOUND', '用户不存在');
      const own = u.isAnchor ? await repo.findRoomByAnchor(userId) : undefined;
      const full = own ? { ...own, anchor: u } : undefined;
      return {
        id: u.id,
        nickName: u.nickName,
        portrait: u.portrait,
        level: u.level,
        description: u.description,
        fansCount: u.fansCount,
        followCount: await repo.followingCount(userId),
        isAnchor: u.isAnchor ? 1 : 0,
        isAttention: viewerId && viewerId !== userId && (await repo.isFollowing(viewerId, userId)) ? 1 : 0,
        room: full ? ((await presentCards([full]))[0] ?? null) : null,
      };
    },
    /** Whom a user follows (type 1) or who follows them (type 2), as person cards. */
    async attentionOf(userId: number, type: number, page: number, pageSize: number, viewerId: number | null): Promise<TPage<TAnchorCard>> {
      if (type === ATTENTION_TYPES.anchor) {
        const { ids, total } = await repo.followedAnchors(userId, page, pageSize);
        return { list: await presentAnchors(await anchorsInOrder(ids), viewerId), totalNumber: total, page, pageSize };
      }
      const { rows, total } = await repo.fanIds(userId, page, pageSize);
      const people = await ports.profiles(rows.map((r) => r.userId));
      const items = rows.flatMap((r) => {
        const profile = people.get(r.userId);
        return profile ? [{ profile, room: null }] : [];
      });
      return { list: await presentAnchors(items, viewerId), totalNumber: total, page, pageSize };
    },

    // ---- follows and match marks ----

    async operAttention(userId: number, q: { type: number; operateType: number; targetId: number; matchType?: number }) {
      const on = q.operateType === ATTENTION_OPERATIONS.follow;
      if (q.type === ATTENTION_TYPES.anchor) {
        if (q.targetId === userId) throw new AppError('FOLLOW_SELF');
        const anchor = await requireAnchorUser(q.targetId);
        const changed = await repo.setFollow(userId, q.targetId, on, now());
        if (!changed) return { isAttention: on ? 1 : 0, fansCount: anchor.fansCount };
        const fansCount = await ports.addFans(q.targetId, on ? 1 : -1);
        // Live's copy follows (the room lists order by it): the count identity just returned.
        await repo.setAnchorCopy(q.targetId, { anchor_fans: fansCount });
        return { isAttention: on ? 1 : 0, fansCount };
      }
      const m = await requireMatch(q.targetId, q.matchType);
      await repo.setMark(userId, q.targetId, matchTypeOfSport(m.sport), 'attention', on, now());
      return { isAttention: on ? 1 : 0, fansCount: null };
    },
    async pageAttention(userId: number, q: { attentionType: number; page: number; pageSize: number }): Promise<TAttentionPage> {
      if (q.attentionType === ATTENTION_TYPES.anchor) {
        const { ids, total } = await repo.followedAnchors(userId, q.page, q.pageSize);
        return {
          list: await presentAnchors(await anchorsInOrder(ids), userId),
          matches: [],
          totalNumber: total,
          page: q.page,
          pageSize: q.pageSize,
        };
      }
      const { ids, total } = await markedMatches(userId, 'attention', q);
      return { list: [], matches: await ports.matchesByIds(ids, userId), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },
    async attentionMatches(userId: number): Promise<TScoreMatch[]> {
      const { ids } = await markedMatches(userId, 'attention');
      return ports.matchesByIds(ids, userId);
    },
    async reserve(userId: number, body: { matchId: number; matchType?: number; operateType: number }) {
      const m = await requireMatch(body.matchId, body.matchType);
      const on = body.operateType === 1;
      const over = m.sport === 'basketball' ? m.state >= 10 : m.state >= 8;
      if (on && over) throw new AppError('MATCH_FINISHED');
      await repo.setMark(userId, body.matchId, matchTypeOfSport(m.sport), 'reserve', on, now());
      return { isReserve: on ? 1 : 0 };
    },
    /** A user's booked matches, each with the anchors streaming it. */
    async reservedMatches(userId: number, viewerId: number | null): Promise<TMatchWithAnchors[]> {
      const { ids } = await markedMatches(userId, 'reserve');
      return svc.withAnchors(ids, viewerId);
    },
    async withAnchors(matchIds: number[], viewerId: number | null): Promise<TMatchWithAnchors[]> {
      const matches = await ports.matchesByIds(matchIds, viewerId);
      const rows = await anchorsByMatch(matchIds);
      const cards = await presentAnchors(rows, viewerId);
      const reserved = viewerId ? await repo.markedAmong(viewerId, 'reserve', matchIds) : new Set<number>();
      return matches.map((m) => ({
        match: m,
        anchors: cards.filter((_, i) => rows[i].matchId === m.id),
        isReserve: reserved.has(m.id) ? 1 : 0,
      }));
    },
    /** Upcoming (and running) matches that anchors are booked to stream; with userId, only that anchor's. */
    async nextMatches(anchorId: number | undefined, viewerId: number | null): Promise<TMatchWithAnchors[]> {
      const t = now();
      const { ids } = await ports.openMatches({ from: t - OPEN_MATCH_BACK_MS, to: t + OPEN_MATCH_AHEAD_MS, page: 1, pageSize: 1000 });
      const rows = await anchorsByMatch(ids);
      const bound = [...new Set(rows.filter((r) => anchorId === undefined || r.profile.id === anchorId).map((r) => r.matchId))];
      const order = new Map(ids.map((id, i) => [id, i]));
      bound.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      return svc.withAnchors(bound, viewerId);
    },
    /** Matches an anchor can bind (open matches); anchorId narrows to the match that anchor has bound. */
    async bindableMatches(
      q: { page: number; pageSize: number; matchType?: number; word?: string },
      viewerId: number | null,
    ): Promise<TPage<TScoreMatch>> {
      const t = now();
      const { ids, total } = await ports.openMatches({
        from: t - OPEN_MATCH_BACK_MS,
        to: t + OPEN_MATCH_AHEAD_MS,
        sport: q.matchType ? sportOfMatchType(q.matchType) : undefined,
        word: q.word || undefined,
        page: q.page,
        pageSize: q.pageSize,
      });
      return { list: await ports.matchesByIds(ids, viewerId), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },
    async anchorMatches(anchorId: number, viewerId: number | null): Promise<TScoreMatch[]> {
      const room = await repo.findRoomByAnchor(anchorId);
      if (!room) {
        await requireAnchorUser(anchorId);
        return [];
      }
      return room.match_id === null ? [] : ports.matchesByIds([Number(room.match_id)], viewerId);
    },

    // ---- reports and history ----

    async report(userId: number, body: TReportBody) {
      const room = await repo.findRoomRaw(body.roomId);
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      if (await repo.recentReport(userId, body.roomId, now() - REPORT_WINDOW_MS)) throw new AppError('REPORT_TOO_FREQUENT');
      await repo.insertReport({ reporter_id: userId, room_id: body.roomId, reason: body.reason, content: body.content, created_at: now() });
    },
    async history(
      user: { id: number; is_anchor: number; nick_name: string },
      q: { roomId?: number; startDate?: string; endDate?: string; page: number; pageSize: number },
    ): Promise<TPage<THistoryItem>> {
      const own = await svc.requireOwnRoom(user);
      if (q.roomId !== undefined && q.roomId !== Number(own.id)) throw new AppError('FORBIDDEN');
      const from = q.startDate ? dayStart(q.startDate) : undefined;
      const to = q.endDate ? dayStart(q.endDate) + DAY : undefined;
      if (from !== undefined && to !== undefined && from >= to) throw new AppError('DATE_RANGE_INVALID');
      const { rows, total } = await repo.pageSessions(Number(own.id), from, to, q.page, q.pageSize);
      const titles = await matchTitles(rows.map((r) => (r.match_id === null ? null : Number(r.match_id))));
      const t = now();
      return {
        list: rows.map((r) => {
          const end = r.ended_at === null ? null : Number(r.ended_at);
          return {
            id: Number(r.id),
            roomId: Number(r.room_id),
            title: r.title,
            matchTitle: r.match_id === null ? null : (titles.get(Number(r.match_id))?.title ?? null),
            startedAt: Number(r.started_at),
            endedAt: end,
            duration: Math.max(0, Math.round(((end ?? t) - Number(r.started_at)) / 1000)),
            peakViewers: Number(r.peak_viewers),
          };
        }),
        totalNumber: total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    // ---- anchor applications ----

    async auditInfo(userId: number): Promise<TAuditInfo> {
      const a = await repo.latestApplication(userId);
      if (!a) return null;
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
    },
    async auditSubmit(user: { id: number; is_anchor: number }, body: TAuditSubmit): Promise<TAuditInfo> {
      if (user.is_anchor) throw new AppError('AUDIT_ALREADY_ANCHOR');
      const last = await repo.latestApplication(Number(user.id));
      if (last && Number(last.state) === AUDIT_STATES.pending) throw new AppError('AUDIT_PENDING');
      if (!(await navEnabled(body.navId))) throw new AppError('NAV_NOT_FOUND');
      await repo.insertApplication({
        user_id: Number(user.id),
        real_name: body.realName,
        contact: body.contact,
        nav_id: body.navId,
        introduction: body.introduction,
        created_at: now(),
        reviewed_at: null,
      });
      return svc.auditInfo(Number(user.id));
    },
    /** Applications waiting for a decision, oldest first, with the applicant's nick name and mobile (for operators). */
    async pendingApplications() {
      const rows = await repo.pendingApplications();
      const who = await ports.contacts(rows.map((r) => Number(r.user_id)));
      return rows.flatMap((r) => {
        const c = who.get(Number(r.user_id));
        return c
          ? [{ ...c, realName: r.real_name, contact: r.contact, introduction: r.introduction, createdAt: Number(r.created_at) }]
          : [];
      });
    },
    /** Admin decision on the user's pending application; approving makes them an anchor with a room. */
    async review(user: { id: number; nick_name: string }, approve: boolean, reason = ''): Promise<{ roomId: number | null }> {
      const a = await repo.latestApplication(Number(user.id));
      if (!a || Number(a.state) !== AUDIT_STATES.pending) throw new AppError('NOT_FOUND', '该用户没有待审核的主播申请');
      await repo.reviewApplication(Number(a.id), approve ? AUDIT_STATES.approved : AUDIT_STATES.rejected, reason, now());
      if (!approve) return { roomId: null };
      await ports.setAnchor(Number(user.id), true);
      const roomId = await svc.ensureRoom(Number(user.id), user.nick_name, a.nav_id === null ? null : Number(a.nav_id));
      // A room kept from an earlier time as an anchor gets the role back in live's copy.
      await svc.anchorChanged(Number(user.id));
      return { roomId };
    },
  };
  return svc;
}
export type LiveService = ReturnType<typeof liveService>;
