'use client';
import Link from '@/components/ui/Link';
import { memo } from 'react';
import { isMatchLive } from '@sports/contracts';
import { basketballStatus } from './score-format';
import { MatchRow, OddsCells, ScoreTable, type TColumn, type TRowProps, type TScoreTableProps } from './ScoreTable';

const PERIODS = ['一', '二', '三', '四'];

/** Both teams' points of a period, home above away (faint while the period is not played). */
function PeriodCell({ home, away }: { home?: number; away?: number }) {
  return (
    <td className={`st-xs ${home === undefined ? 'text-line' : 'text-ink'}`}>
      {home ?? '-'}
      <br />
      {away ?? '-'}
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
      <td className={`st-xs ${live ? 'font-semibold text-red-600' : ''}`} data-testid="match-status">
        {basketballStatus(m, now)}
      </td>
      <td className="py-1 text-left">
        <div className="st-team" title={m.home.name}>
          <span className="st-rank mr-1">主</span>
          {m.home.name}
        </div>
        <div className="st-team" title={m.away.name}>
          <span className="st-rank mr-1">客</span>
          {m.away.name}
        </div>
      </td>
      {PERIODS.map((p, i) => (
        <PeriodCell key={p} home={hq[i]} away={aq[i]} />
      ))}
      <PeriodCell home={ot?.home} away={ot?.away} />
      <td>
        <Link
          href={`/basketball/live/${m.id}`}
          className={`st-score block ${notStarted ? 'font-normal text-muted' : live ? 'text-red-600' : 'text-ink'}`}
          data-testid="match-score"
        >
          {notStarted ? (
            'VS'
          ) : (
            <>
              {m.homeScore}
              <br />
              {m.awayScore}
            </>
          )}
        </Link>
      </td>
      <OddsCells m={m} sport="basketball" />
    </MatchRow>
  );
});

const BASKETBALL_HEAD: TColumn[] = [
  { label: '状态', width: 96 },
  { label: '球队', width: 200, align: 'left' },
  ...PERIODS.map((label) => ({ label, width: 40 })),
  { label: '加时', width: 40 },
  { label: '全场', width: 56 },
  { label: '让分', width: 150 },
  { label: '总分', width: 150 },
];

/** The basketball score table: two lines per match with the quarters. */
export function BasketballTable(props: TScoreTableProps) {
  return <ScoreTable head={BASKETBALL_HEAD} Row={BasketballRow} {...props} />;
}
