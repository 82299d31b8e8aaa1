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
  /** Moves whenever the match's live rooms may have changed (a `rooms` message or a resync): the rooms are read again. */
  roomsVersion?: number;
}

const Ctx = createContext<TMatchLive | null>(null);

const bySeq = (list: TMatchIncident[], i: TMatchIncident) => [...list.filter((x) => x.seq !== i.seq), i].sort((a, b) => a.seq - b.seq);

/** Subscribes to `match:<id>` once for the page and applies patches, incidents, statistics and text lines in order. */
export function MatchLiveProvider({ initial, children }: { initial: TMatchLive; children: ReactNode }) {
  const [state, setState] = useState(initial);
  const id = initial.match.id;
  useEffect(() => {
    // The first resync comes with the subscription: the rooms were just read with the page.
    let resyncs = 0;
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
            case 'rooms':
              return { ...s, roomsVersion: (s.roomsVersion ?? 0) + 1 };
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
        const missedRooms = resyncs++ > 0;
        setState((s) => {
          const fresh = [...snap.text].sort((a, b) => b.seq - a.seq);
          const older = s.text.filter((l) => !fresh.some((f) => f.seq === l.seq) && l.seq < (fresh.at(-1)?.seq ?? Infinity));
          return {
            ...s,
            match: mergePatch(s.match, snap.match),
            incidents: snap.incidents,
            stats: snap.stats,
            text: [...fresh, ...older],
            // After a reconnect a `rooms` message may be among what the snapshot replaced.
            roomsVersion: (s.roomsVersion ?? 0) + (missedRooms ? 1 : 0),
          };
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
