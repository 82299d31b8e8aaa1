import type { TMyNoble, TNobleList } from '@sports/contracts';

/** How long a nobility list the page loaded serves the purchase dialog before it loads again. */
export const NOBLE_LIST_STALE_MS = 5 * 60_000;

/**
 * The nobility list (ranks, prices, lengths and the caller's `mine`) as this page last saw it:
 * the room strip and 我的贵族 load it anyway, so the purchase dialog opens without another call.
 * Kept per user; a purchase made here updates `mine` at once. Written from effects and handlers
 * only, so a server render never sees it.
 */
let seen: { userId: number | null; at: number; data: TNobleList } | null = null;

/** Remembers a list loaded for `userId` (the room's nobles are not kept: they change all the time). */
export function rememberNobleList(userId: number | null, data: TNobleList, now = Date.now()) {
  seen = { userId, at: now, data: { ...data, nobles: [] } };
}

/** The list this page saw for `userId` within NOBLE_LIST_STALE_MS, or null: load it. */
export function recentNobleList(userId: number | null, now = Date.now()): TNobleList | null {
  if (!seen || seen.userId !== userId || now - seen.at >= NOBLE_LIST_STALE_MS) return null;
  return seen.data;
}

/** After a purchase: the caller's new nobility replaces `mine` in the remembered list. */
export function rememberPurchase(userId: number | null, mine: TMyNoble) {
  if (seen && seen.userId === userId) seen = { ...seen, data: { ...seen.data, mine } };
}

/** `mine` while it lasts: an expired one counts as none (the server applies the same rule). */
export function activeNoble(mine: TMyNoble | null | undefined, now: number): TMyNoble | null {
  return mine && mine.expiresAt > now ? mine : null;
}
