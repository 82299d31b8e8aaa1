'use client';
import Link from '@/components/ui/Link';
import { memo } from 'react';
import { isMatchLive } from '@sports/contracts';
import { basketballStatus } from './score-format';
import { MatchRow, OddsCells, ScoreTable, type TRowProps, type TScoreTableProps } from './ScoreTable';

const PERIODS = ['一', '二', '三', '四'];

/** Both teams' points of a period, home above away. */
function PeriodCell({ home, away, testId }: { home?: number; away?: number; testId?: string }) {
  return (
    <td className="w-10 text-xs tabular-nums" data-testid={testId}>
      <div className={home === undefined ? 'text-line' : 'text-ink'}>{home ?? '-'}</div>
      <div className={away === undefined ? 'text-line' : 'text-ink'}>{away ?? '-'}</div>
    </td>
  );
}

/** One basketball match: two lines (home, away) with quarter scores, total and lines. */
export const BasketballRow = memo(function BasketballRow({ m, now, flashing, showNo, onStar }: TRowProps) {
  const live = isMatchLive('basketball', m.state);
  const hq = m.homeQuarterScores ?? [];
  const aq = m.awayQuarterScores ?? [];
  const ot = hq.length > 4 ? { home: hq.slice(4).reduce((a, b) => a + b, 0), away: aq.slice(4).reduce((a, b) => a + b, 0) } : null;
  const notStarted = m.state === 1;
  return (
    <MatchRow m={m} flashing={flashing} showNo={showNo} onStar={onStar}>
      <td className={`w-24 text-xs tabular-nums ${live ? 'font-semibold text-red-600' : 'text-muted'}`} data-testid="match-status">
        {basketballStatus(m, now)}
      </td>
      <td className="w-[200px] py-1 text-left">
        <div className="truncate font-medium text-ink" title={m.home.name}>
          <span className="mr-1 text-[11px] text-muted">主</span>
          {m.home.name}
        </div>
        <div className="truncate font-medium text-ink" title={m.away.name}>
          <span className="mr-1 text-[11px] text-muted">客</span>
          {m.away.name}
        </div>
      </td>
      {PERIODS.map((p, i) => (
        <PeriodCell key={p} home={hq[i]} away={aq[i]} />
      ))}
      <PeriodCell home={ot?.home} away={ot?.away} />
      <td className="w-14 font-bold tabular-nums">
        <Link href={`/basketball/live/${m.id}`} className="block hover:bg-primary-weak" data-testid="match-score">
          {notStarted ? (
            <span className="font-normal text-muted">VS</span>
          ) : (
            <span className={live ? 'text-red-600' : 'text-ink'}>
              <span className="block">{m.homeScore}</span>
              <span className="block">{m.awayScore}</span>
            </span>
          )}
        </Link>
      </td>
      <OddsCells m={m} sport="basketball" />
    </MatchRow>
  );
});

const BASKETBALL_HEAD = [
  { label: '状态' },
  { label: '球队', align: 'left' as const },
  ...PERIODS.map((label) => ({ label })),
  { label: '加时' },
  { label: '全场' },
  { label: '让分' },
  { label: '总分' },
];

/** The basketball score table: two lines per match with the quarters. */
export function BasketballTable(props: TScoreTableProps) {
  return <ScoreTable head={BASKETBALL_HEAD} Row={BasketballRow} {...props} />;
}
