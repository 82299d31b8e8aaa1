import type { RecorderLog } from './recorder';
import type { ReplaysRepository } from './repository';
import { removeFiles } from './service';
import type { ReplayStorage } from './storage';

export interface RetentionRule {
  /** finished replays older than this many days are removed (0: kept however old) */
  days: number;
  /** the stored replays together stay under this many bytes, the oldest removed first (0: no cap) */
  maxBytes: number;
}

const DAY = 24 * 3600 * 1000;
const BATCH = 50;

/**
 * Keeps the replay storage within the rule: first every finished replay past the age, then the
 * oldest finished ones until their total is under the cap (a recording counts once finished). A
 * recording in progress is never removed. Returns the ids removed.
 */
export async function applyRetention(
  d: { repo: ReplaysRepository; storage: ReplayStorage; log: RecorderLog; now: () => number },
  rule: RetentionRule,
): Promise<number[]> {
  const removed: number[] = [];
  const drop = async (r: { id: number; file_key: string; poster_key: string | null }) => {
    await removeFiles(d.storage, r);
    await d.repo.update(Number(r.id), { state: 'deleted', deleted_at: d.now(), deleted_by: 'retention' });
    removed.push(Number(r.id));
  };
  if (rule.days > 0) for (const r of await d.repo.readyStartedBefore(d.now() - rule.days * DAY)) await drop(r);
  if (rule.maxBytes > 0) {
    let total = await d.repo.storedBytes();
    while (total > rule.maxBytes) {
      const batch = await d.repo.oldestReady(BATCH);
      if (!batch.length) break;
      for (const r of batch) {
        if (total <= rule.maxBytes) break;
        await drop(r);
        total -= Number(r.size_bytes);
      }
    }
  }
  if (removed.length) d.log.info({ removed }, 'replay retention removed replays');
  return removed;
}
