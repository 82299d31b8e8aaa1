import type { TRoomPlay, TScoreMatch } from '@sports/contracts';
import type { IdentityService, TProfile } from '../identity';
import type { SiteService } from '../site';
import type { OpenMatchQuery, ScoresService, TMatchCard } from '../sports';
import type { LiveEvents } from './events';
import type { LiveRepository } from './repository';

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
  /** Ids of at most `limit` anchors whose nickname contains the word, in no order (identity): reads no more than `limit` of them. */
  someAnchorIds(word: string, limit: number): Promise<number[]>;
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
  /**
   * Cuts the room's stream (the media capability): the publisher dropped, its viewers ended, the
   * recording finished, the room offline (through `setLive`) and closed to its stream key.
   */
  cutStream(roomId: number): Promise<void>;
  /** The kept replay of each of a room's broadcasts, by broadcast id (the replays capability). */
  replaysOf?(roomId: number, broadcasts: { id: number; startedAt: number; endedAt: number | null }[]): Promise<Map<number, number>>;
  /** Diamonds gifted per user since a time, largest first (the wallet's gifts): the price rank. */
  wealthRank(since: number, size: number): Promise<{ userId: number; nickName: string; portrait: string; score: number }[]>;
}

/** The ports served by the identity, sports and site services: wired the same in the server and outside it. */
export function livePortsOfServices(s: {
  identity: IdentityService;
  scores: ScoresService;
  site: Pick<SiteService, 'navCategories'>;
}): Omit<LivePorts, 'viewers' | 'play' | 'cutStream' | 'wealthRank'> {
  const { identity, scores, site } = s;
  return {
    matchesByIds: (ids, userId) => scores.matchesByIds(ids, userId),
    matchCards: (ids) => scores.matchCardsByIds(ids),
    openMatches: (q) => scores.openMatches(q),
    profiles: (ids) => identity.profilesByIds(ids),
    anchorIds: (word) => identity.anchorIds(word),
    someAnchorIds: (word, limit) => identity.someAnchorIds(word, limit),
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
  /** Where live announces what the realtime layer pushes (rooms of a match changing). */
  events?: LiveEvents;
}
