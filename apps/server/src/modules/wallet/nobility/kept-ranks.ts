/**
 * How long a user's noble rank, read for a chat line of theirs (every chat line and gift line shows
 * it), is used again without reading it (decision 0060), as long as this process wrote no
 * membership meanwhile: a purchase in another process (a second server on PostgreSQL) shows on
 * this process's lines at most this late. Expiry needs no write: the kept expiry is compared with
 * the clock at each use.
 */
export const RANK_KEEP_MS = 1000;
/** Users whose rank is kept at once; the oldest goes first. */
const RANK_KEEP_MAX = 10_000;

/** Process-wide: every membership write moves it (a purchase, also when its transaction ends). */
let changes = 0;

/** Called by every write of a membership, and when the transaction that wrote it ended. */
export function membershipChanged(): void {
  changes++;
}

type Membership = { rank: number | string; expires_at: number | string };

/** A user's active rank (1 = lowest) or null, read through `read` and kept for RANK_KEEP_MS while no membership was written. */
export function keptRanks(read: (userId: number) => Promise<Membership | undefined>, now: () => number) {
  const kept = new Map<number, { rank: number; expiresAt: number; at: number; version: number }>();
  return async (userId: number): Promise<number | null> => {
    const t = now();
    let hit = kept.get(userId);
    if (!hit || hit.version !== changes || t - hit.at >= RANK_KEEP_MS) {
      const version = changes;
      const m = await read(userId);
      hit = { rank: m ? Number(m.rank) : 0, expiresAt: m ? Number(m.expires_at) : 0, at: t, version };
      // Kept only when no membership was written while it was read.
      if (changes === version) {
        kept.delete(userId);
        kept.set(userId, hit);
        for (const oldest of kept.keys()) {
          if (kept.size <= RANK_KEEP_MAX) break;
          kept.delete(oldest);
        }
      }
    }
    return hit.expiresAt > t ? hit.rank : null;
  };
}
