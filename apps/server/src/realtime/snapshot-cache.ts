import type { TChatSnapshot, THornSnapshot, TMatchSnapshot, TScoreSnapshot } from '@sports/contracts';
import type { TopicHead } from './bus';

/** What a topic's resync carries: a score list, a match, a room's chat or the latest horn. */
export type Snapshot = TScoreSnapshot | TMatchSnapshot | TChatSnapshot | THornSnapshot;
/** Where the hub gets a topic's snapshot; null when the topic names nothing. */
export type SnapshotFor = (topic: string) => Promise<Snapshot | null>;

interface Entry {
  version: string;
  at: number;
  /** The snapshot serialised once (JSON), or null for an unknown topic. */
  json: Promise<string | null>;
}

/**
 * Snapshots built once per topic version and shared by every subscriber asking for that version:
 * a flood of subscriptions costs one build. An entry also expires after `maxAgeMs`, for state that
 * changes without an event (it is rebuilt on the next ask).
 */
export function snapshotCache(build: (topic: string) => Promise<Snapshot | null>, now: () => number, maxAgeMs = 1000) {
  const entries = new Map<string, Entry>();
  return {
    get(topic: string, head: TopicHead): Promise<string | null> {
      const version = `${head.epoch}:${head.seq}`;
      const cur = entries.get(topic);
      if (cur && cur.version === version && now() - cur.at <= maxAgeMs) return cur.json;
      const json = build(topic).then((s) => (s ? JSON.stringify(s) : null));
      const entry: Entry = { version, at: now(), json };
      entries.set(topic, entry);
      json.catch(() => {
        if (entries.get(topic) === entry) entries.delete(topic);
      });
      return json;
    },
    /** Drops a topic nobody follows any more. */
    forget(topic: string) {
      entries.delete(topic);
    },
    size: () => entries.size,
  };
}
