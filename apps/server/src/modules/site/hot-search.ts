import type { Kysely } from 'kysely';
import type { THotSearchItem } from '@sports/contracts';
import type { Database } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';

const DAY_MS = 86_400_000;
/** The hot list: its length and the days of searches it counts (today and the six before). */
export const HOT_SEARCH = { size: 10, days: 7, recordsPerMinute: 20 } as const;

/** Spaces inside a word collapse to one, so "梅西  球衣" and "梅西 球衣" count together; Latin letters count case-blind. */
const normalise = (word: string) => word.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Hot searches counted from real searches: the words searched by the most different people in the
 * last `days` days, most first. The operators' enabled words fill the list after them while too few
 * people have searched (in their rank order); a word the operators disabled never shows.
 */
export function hotSearchUseCases(db: Kysely<Database>, deps: { limiter: RateLimiter; now: () => number }) {
  return {
    /** Counts one search of `word` by `searcher` (a user or an address): once per searcher, word and day. */
    async record(searcher: string, word: string): Promise<void> {
      await deps.limiter.enforce(`search:${searcher}`, HOT_SEARCH.recordsPerMinute, 60_000);
      const at = deps.now();
      await db
        .insertInto('search_query')
        .values({ word: normalise(word), searcher, day: Math.floor(at / DAY_MS), created_at: at })
        .onConflict((oc) => oc.columns(['word', 'searcher', 'day']).doNothing())
        .execute();
    },
    async list(): Promise<{ list: THotSearchItem[] }> {
      const editorial = await db.selectFrom('hot_search').select(['word', 'enabled']).orderBy('rank').orderBy('id').execute();
      const blocked = new Set(editorial.filter((w) => !Number(w.enabled)).map((w) => normalise(w.word)));
      const since = Math.floor(deps.now() / DAY_MS) - (HOT_SEARCH.days - 1);
      const counted = await db
        .selectFrom('search_query')
        .select(['word', (eb) => eb.fn.count<number>('searcher').as('people'), (eb) => eb.fn.max('created_at').as('last')])
        .where('day', '>=', since)
        .groupBy('word')
        .orderBy('people', 'desc')
        .orderBy('last', 'desc')
        .limit(HOT_SEARCH.size + blocked.size)
        .execute();
      const words: string[] = [];
      const seen = new Set<string>();
      const add = (word: string) => {
        const key = normalise(word);
        if (words.length < HOT_SEARCH.size && !seen.has(key) && !blocked.has(key)) {
          seen.add(key);
          words.push(word);
        }
      };
      counted.forEach((r) => add(r.word));
      editorial.filter((w) => Number(w.enabled)).forEach((w) => add(w.word));
      return { list: words.map((word, i) => ({ word, rank: i + 1 })) };
    },
  };
}
export type HotSearchUseCases = ReturnType<typeof hotSearchUseCases>;
