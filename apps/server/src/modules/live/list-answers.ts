import { sharedAnswers } from '../../http/shared-answers';

/**
 * An answer is also rebuilt after this long, for what a list shows from outside live_room (the
 * owners' profiles, category names, match titles, viewers now), as score lists are (decision 0029).
 */
export const LIST_MAX_AGE_MS = 2000;
/**
 * Room and anchor list answers as every visitor (without a session) sees them, kept per route,
 * query and list version (http/shared-answers.ts). `version` is moved by the database on every
 * listed change of a room (migration 0042). See docs/decisions/0041-live-list-answer-cache.md.
 */
export function listAnswers(version: () => Promise<number>, now?: () => number) {
  return sharedAnswers(version, { maxAgeMs: LIST_MAX_AGE_MS, maxEntries: 500, now });
}
export type ListAnswers = ReturnType<typeof listAnswers>;
