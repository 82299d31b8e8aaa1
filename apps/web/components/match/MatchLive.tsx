'use client';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  matchTopic,
  type TMatchIncident,
  type TMatchStat,
  type TOddsChange,
  type TScoreMatch,
  type TTextLiveLine,
} from '@sports/contracts';
import { subscribeShared } from '@/lib/realtime';
import { mergePatch } from '@/components/scores/score-format';

/** What the match topic keeps live on every tab: the header's row, incidents, statistics and text live. */
export interface TMatchLive {
  match: TScoreMatch;
  incidents: TMatchIncident[];
  stats: TMatchStat[];
  /** Newest first. */
  text: TTextLiveLine[];
  serverNow: number;
  /** The last odds change pushed while the page is open (the odds tabs merge it). */
  lastOdds?: TOddsChange | null;
}

const Ctx = createContext<TMatchLive | null>(null);

const bySeq = (list: TMatchIncident[], i: TMatchIncident) => [...list.filter((x) => x.seq !== i.seq), i].sort((a, b) => a.seq - b.seq);

/** Subscribes to `match:<id>` once for the page and applies patches, incidents, statistics and text lines in order. */
export function MatchLiveProvider({ initial, children }: { initial: TMatchLive; children: ReactNode }) {
  const [state, setState] = useState(initial);
  const id = initial.match.id;
  useEffect(() => {
    return subscribeShared(matchTopic(id), {
      onEvent: (e) => {
        setState((s) => {
          switch (e.type) {
            case 'patch':
              return {
                ...s,
                match: mergePatch(s.match, e.data),
                incidents: e.data.incident ? bySeq(s.incidents, e.data.incident) : s.incidents,
              };
            case 'incident': {
              const { matchId: _m, ...incident } = e.data;
              return { ...s, incidents: bySeq(s.incidents, incident) };
            }
            case 'stats':
              return { ...s, stats: e.data.stats };
            case 'odds': {
              const { matchId: _m, ...change } = e.data;
              return { ...s, lastOdds: change };
            }
            case 'text': {
              const { matchId: _m, ...line } = e.data;
              return s.text.some((l) => l.seq === line.seq) ? s : { ...s, text: [line, ...s.text] };
            }
            default:
              return s;
          }
        });
      },
      onResync: (snap) => {
        if (!('match' in snap)) return;
        setState((s) => {
          const fresh = [...snap.text].sort((a, b) => b.seq - a.seq);
          const older = s.text.filter((l) => !fresh.some((f) => f.seq === l.seq) && l.seq < (fresh.at(-1)?.seq ?? Infinity));
          return { ...s, match: mergePatch(s.match, snap.match), incidents: snap.incidents, stats: snap.stats, text: [...fresh, ...older] };
        });
      },
    });
  }, [id]);
  return <Ctx.Provider value={state}>{children}</Ctx.Provider>;
}

export function useMatchLive(): TMatchLive {
  const v = useContext(Ctx);
  if (!v) throw new Error('useMatchLive outside MatchLiveProvider');
  return v;
}
