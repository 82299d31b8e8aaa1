'use client';
import { useEffect, useState } from 'react';
import { matchStateText, matchTopic, type TScoreMatch } from '@sports/contracts';
import { subscribeShared } from '@/lib/realtime';
import { formatDateTime } from '@/lib/format';
import { mergePatch } from '@/components/scores/score-format';

/** The room's bound match with its live score, kept current from the sports topic match:<id>. */
export function MatchScore({ initial }: { initial: TScoreMatch }) {
  const [m, setM] = useState(initial);
  useEffect(() => {
    return subscribeShared(matchTopic(initial.id), {
      onEvent: (e) => {
        if (e.type === 'patch') setM((cur) => mergePatch(cur, e.data));
      },
      onResync: (snapshot) => {
        if ('match' in snapshot) setM((cur) => mergePatch(cur, snapshot.match));
      },
    });
  }, [initial.id]);
  const started = m.state >= 2;
  return (
    <a
      href={`/${m.sport}/live/${m.id}`}
      target="_blank"
      rel="noreferrer"
      data-testid="room-match"
      className="flex items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3 text-sm hover:border-primary"
    >
      <span className="shrink-0 rounded px-2 py-0.5 text-xs text-white" style={{ background: m.competition.color || '#3b82f6' }}>
        {m.competition.shortName || m.competition.name}
      </span>
      <span className="flex-1 truncate text-right font-medium">{m.home.name}</span>
      <span data-testid="room-match-score" className="w-20 text-center text-lg font-bold text-primary">
        {started ? `${m.homeScore} - ${m.awayScore}` : 'VS'}
      </span>
      <span className="flex-1 truncate font-medium">{m.away.name}</span>
      <span className="w-28 shrink-0 text-right text-xs text-muted">
        {m.state === 1 ? formatDateTime(m.kickoffAt) : matchStateText(m.sport, m.state)}
      </span>
    </a>
  );
}
