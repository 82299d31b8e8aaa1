'use client';
import type { ReactNode } from 'react';
import { INCIDENT_TYPES, type TMatchIncident, type TScoreMatch } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { incidentMinute } from '@/components/scores/score-format';
import type { TOddsMark } from './odds-marks';

const card = (color: string) => <i className={`inline-block h-3.5 w-2.5 rounded-[2px] align-middle ${color}`} aria-hidden />;
const ICONS: Record<TMatchIncident['type'], ReactNode> = {
  goal: '⚽',
  own_goal: <span className="text-red-600">⚽</span>,
  penalty: '⚽',
  missed_penalty: <span className="text-red-600">✖</span>,
  yellow: card('bg-yellow-400'),
  red: card('bg-red-600'),
  second_yellow: (
    <span className="inline-flex gap-0.5">
      {card('bg-yellow-400')}
      {card('bg-red-600')}
    </span>
  ),
  substitution: <span className="text-green-600">⇄</span>,
  var: <span className="text-[10px] font-bold text-sky-700">VAR</span>,
};

function describe(i: TMatchIncident): string {
  const who = i.playerName ?? '';
  switch (i.type) {
    case 'goal':
      return `${who} 进球${i.relatedPlayerName ? `（助攻：${i.relatedPlayerName}）` : ''}`;
    case 'own_goal':
      return `${who} 乌龙球`;
    case 'penalty':
      return `${who} 点球命中`;
    case 'substitution':
      return `${i.relatedPlayerName ?? ''} 换下 ${who}`;
    default:
      return `${who} ${INCIDENT_TYPES[i.type]}`;
  }
}

const isGoal = (i: TMatchIncident) => i.type === 'goal' || i.type === 'own_goal' || i.type === 'penalty';

/** The events on a minute axis (home above, away below) and listed by minute, the score after each goal. */
export function Timeline({
  incidents,
  match,
  oddsMarks = [],
}: {
  incidents: TMatchIncident[];
  match: TScoreMatch;
  /** Sharp Asian handicap moves, drawn as 盘 on the axis at their minute. */
  oddsMarks?: TOddsMark[];
}) {
  if (incidents.length === 0 && oddsMarks.length === 0)
    return <EmptyState text={match.state === 1 ? '比赛尚未开始' : '本场比赛暂无事件数据'} />;
  const end = Math.max(90, ...incidents.map((i) => i.minute + (i.addedMinute ?? 0)), ...oddsMarks.map((m) => m.minute));
  const at = (minute: number) => `${(Math.min(minute, end) / end) * 100}%`;
  const left = (i: TMatchIncident) => at(i.minute + (i.addedMinute ?? 0));
  return (
    <div data-testid="timeline">
      <div className="relative mx-4 mb-6 mt-8 h-16" aria-hidden>
        <div className="absolute left-0 right-0 top-1/2 h-1 -translate-y-1/2 rounded bg-line" />
        <div className="absolute top-1/2 h-3 w-px -translate-y-1/2 bg-muted" style={{ left: `${(45 / end) * 100}%` }} />
        {[0, 45, 90].map((t) => (
          <span key={t} className="absolute top-full text-xs text-muted" style={{ left: `${(t / end) * 100}%` }}>
            {t}&apos;
          </span>
        ))}
        {incidents.map((i) => (
          <span
            key={i.seq}
            title={`${incidentMinute(i)} ${describe(i)}`}
            className={`absolute -translate-x-1/2 text-sm ${i.side === 'home' ? 'top-0' : 'bottom-0'}`}
            style={{ left: left(i) }}
          >
            {ICONS[i.type]}
          </span>
        ))}
        {oddsMarks.map((m) => (
          <span
            key={`${m.changedAt}:${m.minute}`}
            data-testid="odds-mark"
            data-minute={m.minute}
            title={m.title}
            className={`absolute top-1/2 z-10 -translate-x-1/2 -translate-y-1/2 cursor-help rounded-sm border px-0.5 text-[10px] font-bold leading-3 ${
              m.direction === 'home' ? 'border-red-300 bg-red-50 text-red-600' : 'border-sky-300 bg-sky-50 text-sky-700'
            }`}
            style={{ left: at(m.minute) }}
          >
            盘
          </span>
        ))}
      </div>
      <ol className="divide-y divide-line text-sm">
        {[...incidents].reverse().map((i) => (
          <li
            key={i.seq}
            data-testid="timeline-item"
            data-type={i.type}
            data-score={isGoal(i) ? `${i.homeScore} - ${i.awayScore}` : undefined}
            className="grid grid-cols-[1fr_64px_1fr] items-center gap-3 py-2"
          >
            <span className="text-right">
              {i.side === 'home' ? (
                <>
                  {describe(i)} {ICONS[i.type]}
                </>
              ) : null}
            </span>
            <span className="text-center">
              <b className="block tabular-nums text-primary">{incidentMinute(i)}</b>
              {isGoal(i) ? (
                <span className="text-xs tabular-nums text-red-600">
                  {i.homeScore}-{i.awayScore}
                </span>
              ) : null}
            </span>
            <span>
              {i.side === 'away' ? (
                <>
                  {ICONS[i.type]} {describe(i)}
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
