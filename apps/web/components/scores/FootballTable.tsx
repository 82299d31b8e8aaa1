'use client';
import Link from '@/components/ui/Link';
import { memo } from 'react';
import { isMatchLive } from '@sports/contracts';
import { footballStatus } from './score-format';
import { MatchRow, OddsCells, ScoreTable, type TColumn, type TRowProps, type TScoreTableProps } from './ScoreTable';

/** A card count badge: yellow or red, hidden at zero. */
export function CardBadge({ n, color }: { n: number | null; color: 'yellow' | 'red' }) {
  if (!n) return null;
  return (
    <span data-testid={`${color}-card`} className={`st-card st-card-${color}`}>
      {n}
    </span>
  );
}

const Rank = ({ rank }: { rank: number | null }) => (rank ? <span className="st-rank">{`[${rank}]`}</span> : null);

/**
 * A row renders again when its match or its other props changed, or when the minute its clock shows
 * did: the table's clock ticks every second, the minute once a minute (a long list re-rendered
 * every second is most of a phone's main-thread work on the page).
 */
const sameRow = (a: TRowProps, b: TRowProps) =>
  a.m === b.m &&
  a.flashing === b.flashing &&
  a.showNo === b.showNo &&
  a.onStar === b.onStar &&
  footballStatus(a.m, a.now).text === footballStatus(b.m, b.now).text;

/** One football match of a score list. */
export const FootballRow = memo(function FootballRow({ m, now, flashing, showNo, onStar }: TRowProps) {
  const live = isMatchLive('football', m.state);
  const status = footballStatus(m, now);
  const notStarted = m.state === 1;
  const statusTone = live ? 'text-red-600 font-semibold' : m.state === 8 ? 'text-ink' : '';
  return (
    <MatchRow m={m} flashing={flashing} showNo={showNo} onStar={onStar}>
      <td className={`st-xs ${statusTone}`} data-testid="match-status">
        {status.text}
        {status.running ? <span className="minute-tick">&apos;</span> : null}
      </td>
      <td className="st-side text-right">
        <Rank rank={m.home.rank} />
        <CardBadge n={m.homeYellow} color="yellow" />
        <CardBadge n={m.homeRed} color="red" />
        <span className="st-team" title={m.home.name}>
          {m.home.name}
        </span>
        {m.lotteryHandicap !== null && showNo ? (
          <span className={`text-xs ${m.lotteryHandicap < 0 ? 'text-green-600' : 'text-red-600'}`}>
            ({m.lotteryHandicap > 0 ? `+${m.lotteryHandicap}` : m.lotteryHandicap})
          </span>
        ) : null}
      </td>
      <td>
        <Link
          href={`/football/live/${m.id}`}
          className={`st-score ${notStarted ? 'font-normal text-muted' : live ? 'text-red-600' : 'text-ink'}`}
          data-testid="match-score"
        >
          {notStarted ? 'VS' : `${m.homeScore} - ${m.awayScore}`}
        </Link>
      </td>
      <td className="st-side text-left">
        <span className="st-team" title={m.away.name}>
          {m.away.name}
        </span>
        <CardBadge n={m.awayRed} color="red" />
        <CardBadge n={m.awayYellow} color="yellow" />
        <Rank rank={m.away.rank} />
      </td>
      <td className="st-xs" data-testid="half-score">
        {m.homeHalfScore !== null && m.awayHalfScore !== null ? `${m.homeHalfScore}-${m.awayHalfScore}` : '-'}
      </td>
      <td className="st-xs" data-testid="corners">
        {m.homeCorner !== null && m.awayCorner !== null ? `${m.homeCorner}-${m.awayCorner}` : '-'}
      </td>
      <OddsCells m={m} sport="football" />
    </MatchRow>
  );
}, sameRow);

const FOOTBALL_HEAD: TColumn[] = [
  { label: '状态', width: 56 },
  { label: '主队', width: 190, align: 'right' },
  { label: '比分', width: 80 },
  { label: '客队', width: 190, align: 'left' },
  { label: '半场', width: 56 },
  { label: '角球', width: 56 },
  { label: '让球', width: 150 },
  { label: '大小', width: 150 },
];

/** The football score table: dense, zebra rows, one row per match. */
export function FootballTable(props: TScoreTableProps) {
  return <ScoreTable head={FOOTBALL_HEAD} Row={FootballRow} {...props} />;
}
