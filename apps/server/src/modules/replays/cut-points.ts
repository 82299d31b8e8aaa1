import { INCIDENT_TYPES, type TCutPoint, type TCutPoints, type TIncidentType } from '@sports/contracts';
import { parseSegments, timelinePosition, type ReplayService } from './service';

/** A match incident as the sports capability recorded it, with the (feed's) time it happened. */
export interface TimedIncident {
  type: TIncidentType;
  side: 'home' | 'away';
  minute: number;
  addedMinute: number | null;
  playerName: string | null;
  homeScore: number;
  awayScore: number;
  /** epoch ms */
  at: number;
}

/** What suggesting cut points needs of the sports capability. */
export interface CutPointPorts {
  /** a match's incidents, in order */
  matchIncidents(matchId: number): Promise<TimedIncident[]>;
}

/** A suggested clip begins this long before the moment and ends this long after it. */
const LEAD_MS = 10_000;
const TAIL_MS = 15_000;
/** Chat peaks suggested at most, and the fewest lines a bucket needs to count as one. */
const CHAT_PEAKS = 3;
const MIN_PEAK_LINES = 2;

const GOALS: TIncidentType[] = ['goal', 'own_goal', 'penalty'];
const REDS: TIncidentType[] = ['red', 'second_yellow'];

function clipAround(at: number, durationMs: number) {
  return { at, startMs: Math.max(0, at - LEAD_MS), endMs: Math.min(durationMs, at + TAIL_MS) };
}

function minuteText(i: Pick<TimedIncident, 'minute' | 'addedMinute'>): string {
  return i.addedMinute ? `${i.minute}+${i.addedMinute}'` : `${i.minute}'`;
}

/**
 * Suggested cut points of a replay: the bound match's goals and red cards that happened while it
 * was recorded, placed on its timeline (a resumed broadcast's gaps accounted for), and the chat's
 * busiest moments.
 */
export function cutPointService(deps: { replays: ReplayService; ports: Partial<CutPointPorts> }) {
  const { replays, ports } = deps;
  return {
    async points(id: number): Promise<TCutPoints> {
      const r = await replays.playable(id);
      const durationMs = Number(r.duration_ms);
      const startedAt = Number(r.started_at);
      const endedAt = r.ended_at === null ? startedAt + durationMs : Number(r.ended_at);
      const segments = parseSegments(r.segments);
      const points: TCutPoint[] = [];
      if (r.match_id !== null && ports.matchIncidents) {
        for (const i of await ports.matchIncidents(Number(r.match_id))) {
          const kind = GOALS.includes(i.type) ? 'goal' : REDS.includes(i.type) ? 'red' : null;
          if (!kind || i.at < startedAt || i.at > endedAt) continue;
          const who = i.playerName ? ` ${i.playerName}` : '';
          const label =
            kind === 'goal'
              ? `${minuteText(i)} ${INCIDENT_TYPES[i.type]}${who}（${i.homeScore}-${i.awayScore}）`
              : `${minuteText(i)} ${INCIDENT_TYPES[i.type]}${who}`;
          points.push({ kind, label, ...clipAround(timelinePosition(segments, i.at, durationMs), durationMs) });
        }
      }
      const chat = await replays.chat(id);
      const peaks = chat.heat
        .map((n, i) => ({ n, i }))
        .filter((b) => b.n >= MIN_PEAK_LINES)
        .sort((a, b) => b.n - a.n || a.i - b.i)
        .slice(0, CHAT_PEAKS);
      for (const b of peaks) {
        const at = Math.min(durationMs, b.i * chat.bucketMs + Math.round(chat.bucketMs / 2));
        points.push({ kind: 'chat', label: `聊天高峰（${b.n}条弹幕）`, ...clipAround(at, durationMs) });
      }
      points.sort((a, b) => a.at - b.at);
      return { replayId: id, points };
    },
  };
}
export type CutPointService = ReturnType<typeof cutPointService>;

/** `m:ss` (or `h:mm:ss`) of a position in ms. */
export function formatClock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}
