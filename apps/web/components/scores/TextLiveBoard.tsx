'use client';
import { useEffect, useState } from 'react';
import { API_CALLS, isMatchLive, matchTopic, type TScoreMatch, type TTextLiveLine } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { call, isOk } from '@/lib/api';
import { subscribeShared } from '@/lib/realtime';
import { unpackRows, type TListRows } from './list-rows';
import { basketballStatus, kickoffTime } from './score-format';
import { useLiveRows, useNow } from './useLiveRows';

/** Text live lines of one match: loaded once, then new lines pushed on the match topic. */
function useTextLive(matchId: number) {
  const [lines, setLines] = useState<TTextLiveLine[] | null>(null);
  useEffect(() => {
    let alive = true;
    void call(API_CALLS.textLive, { query: { matchId: String(matchId) } }).then((res) => {
      if (alive) setLines(isOk(res) ? res.data : []);
    });
    const off = subscribeShared(matchTopic(matchId), {
      onEvent: (e) => {
        if (e.type !== 'text') return;
        const { matchId: _id, ...line } = e.data;
        setLines((prev) => (prev && !prev.some((l) => l.seq === line.seq) ? [line, ...prev] : prev));
      },
      onResync: (snapshot) => {
        if ('text' in snapshot) setLines([...snapshot.text].sort((a, b) => b.seq - a.seq));
      },
    });
    return () => {
      alive = false;
      off();
    };
  }, [matchId]);
  return lines;
}

/** The chosen match's score and its text live, newest line first. */
function TextLivePanel({ match }: { match: TScoreMatch }) {
  const lines = useTextLive(match.id);
  return (
    <section className="min-w-0 flex-1 rounded border border-line">
      <header className="flex items-center justify-center gap-4 border-b border-line bg-tint py-3 text-base font-semibold">
        <span>{match.home.name}</span>
        <span className="text-xl text-red-600 tabular-nums">
          {match.homeScore} - {match.awayScore}
        </span>
        <span>{match.away.name}</span>
      </header>
      {lines === null ? (
        <p className="py-10 text-center text-sm text-muted">加载中…</p>
      ) : lines.length === 0 ? (
        <EmptyState />
      ) : (
        <ol className="max-h-[560px] divide-y divide-line overflow-auto text-sm">
          {lines.map((l) => (
            <li key={l.seq} className="flex gap-3 px-4 py-2">
              <span className="w-16 shrink-0 text-xs text-muted tabular-nums">
                {l.homeScore}-{l.awayScore}
              </span>
              <span className="text-ink">{l.content}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** 篮球文字直播: today's matches on the left (live scores), the chosen match's text live on the right. */
export function TextLiveBoard({ rows: packed, serverNow }: { rows: TListRows; serverNow: number }) {
  const [initial] = useState(() => unpackRows(packed));
  const { rows } = useLiveRows(['basketball'], initial);
  const now = useNow(serverNow);
  const [chosen, setChosen] = useState<number | null>(
    () => (initial.find((m) => isMatchLive('basketball', m.state)) ?? initial[0])?.id ?? null,
  );
  if (rows.length === 0) return <EmptyState />;
  const match = rows.find((m) => m.id === chosen);
  return (
    <div className="flex gap-4" data-testid="text-live">
      <ul className="w-[340px] shrink-0 divide-y divide-line overflow-hidden rounded border border-line">
        {rows.map((m) => {
          const on = m.id === chosen;
          return (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => setChosen(m.id)}
                className={`flex w-full items-center gap-2 px-3 py-2 text-left text-sm ${on ? 'bg-primary-weak' : 'odd:bg-surface even:bg-tint hover:bg-primary-weak'}`}
              >
                <span
                  className="w-10 shrink-0 truncate rounded-[3px] px-1 text-center text-xs text-white"
                  style={{ backgroundColor: m.competition.color }}
                >
                  {m.competition.shortName}
                </span>
                <span className="min-w-0 flex-1 truncate">
                  {m.home.name}{' '}
                  <b className={isMatchLive('basketball', m.state) ? 'text-red-600' : ''}>
                    {m.state === 1 ? 'VS' : `${m.homeScore}-${m.awayScore}`}
                  </b>{' '}
                  {m.away.name}
                </span>
                <span className="shrink-0 text-xs text-muted">{m.state === 1 ? kickoffTime(m.kickoffAt) : basketballStatus(m, now)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {match ? <TextLivePanel key={match.id} match={match} /> : null}
    </div>
  );
}
