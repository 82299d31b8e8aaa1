'use client';
import Link from 'next/link';
import { memo } from 'react';
import { handicapLineText, isMatchLive, oddsText, overUnderLineText, type TScoreMatch } from '@sports/contracts';
import { footballStatus, kickoffTime } from './score-format';
import { StarButton } from './StarButton';

/** A card count badge: yellow or red, hidden at zero. */
export function CardBadge({ n, color }: { n: number | null; color: 'yellow' | 'red' }) {
  if (!n) return null;
  return (
    <span
      data-testid={`${color}-card`}
      className={`inline-block min-w-[13px] rounded-[2px] px-[3px] text-center text-[10px] leading-[15px] font-semibold ${color === 'yellow' ? 'bg-yellow-400 text-ink' : 'bg-red-600 text-white'}`}
    >
      {n}
    </span>
  );
}

const Rank = ({ rank }: { rank: number | null }) => (rank ? <span className="text-[11px] text-muted">[{rank}]</span> : null);

/** Odds with their line in the middle: 0.88 半球 0.98. */
export function LineCell({ line, left, right }: { line: string | null; left?: number; right?: number }) {
  if (line === null) return <span className="text-muted">-</span>;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap tabular-nums">
      <span className="text-muted">{oddsText(left)}</span>
      <span className="min-w-[52px] text-center font-medium text-ink">{line}</span>
      <span className="text-muted">{oddsText(right)}</span>
    </span>
  );
}

export interface TRowProps {
  m: TScoreMatch;
  now: number;
  flashing: boolean;
  showNo: boolean;
  onStar: (id: number, collected: boolean) => void;
}

/** One football match of a score list. */
export const FootballRow = memo(function FootballRow({ m, now, flashing, showNo, onStar }: TRowProps) {
  const live = isMatchLive('football', m.state);
  const status = footballStatus(m, now);
  const notStarted = m.state === 1;
  const statusTone = live ? 'text-red-600 font-semibold' : m.state === 8 ? 'text-ink' : 'text-muted';
  return (
    <tr
      data-testid="match-row"
      data-match-id={m.id}
      data-state={m.state}
      className={`border-b border-line text-center transition-colors odd:bg-surface even:bg-tint hover:bg-primary-weak ${flashing ? 'score-flash' : ''}`}
    >
      <td className="w-8">
        <StarButton match={m} onChange={(c) => onStar(m.id, c)} />
      </td>
      {showNo ? <td className="w-16 text-xs text-muted">{m.lotteryNo ?? ''}</td> : null}
      <td className="w-20">
        <span
          className="inline-block w-[68px] truncate rounded-[3px] px-1 py-[1px] text-xs text-white"
          style={{ backgroundColor: m.competition.color }}
          title={m.competition.name}
        >
          {m.competition.shortName}
        </span>
      </td>
      <td className="w-14 text-xs text-muted tabular-nums">{kickoffTime(m.kickoffAt)}</td>
      <td className={`w-14 text-xs tabular-nums ${statusTone}`} data-testid="match-status">
        {status.text}
        {status.running ? <span className="minute-tick">&apos;</span> : null}
      </td>
      <td className="w-[190px] text-right">
        <span className="inline-flex items-center justify-end gap-1">
          <Rank rank={m.home.rank} />
          <CardBadge n={m.homeYellow} color="yellow" />
          <CardBadge n={m.homeRed} color="red" />
          <span className="max-w-[120px] truncate font-medium text-ink" title={m.home.name}>
            {m.home.name}
          </span>
          {m.lotteryHandicap !== null && showNo ? (
            <span className={`text-xs ${m.lotteryHandicap < 0 ? 'text-green-600' : 'text-red-600'}`}>
              ({m.lotteryHandicap > 0 ? `+${m.lotteryHandicap}` : m.lotteryHandicap})
            </span>
          ) : null}
        </span>
      </td>
      <td className="w-20">
        <Link
          href={`/football/live/${m.id}`}
          className="inline-block rounded px-1 font-bold tabular-nums hover:bg-primary-weak"
          data-testid="match-score"
        >
          {notStarted ? (
            <span className="font-normal text-muted">VS</span>
          ) : (
            <span className={live ? 'text-red-600' : 'text-ink'}>
              {m.homeScore} - {m.awayScore}
            </span>
          )}
        </Link>
      </td>
      <td className="w-[190px] text-left">
        <span className="inline-flex items-center gap-1">
          <span className="max-w-[120px] truncate font-medium text-ink" title={m.away.name}>
            {m.away.name}
          </span>
          <CardBadge n={m.awayRed} color="red" />
          <CardBadge n={m.awayYellow} color="yellow" />
          <Rank rank={m.away.rank} />
        </span>
      </td>
      <td className="w-14 text-xs text-muted tabular-nums" data-testid="half-score">
        {m.homeHalfScore !== null && m.awayHalfScore !== null ? `${m.homeHalfScore}-${m.awayHalfScore}` : '-'}
      </td>
      <td className="w-14 text-xs text-muted tabular-nums" data-testid="corners">
        {m.homeCorner !== null && m.awayCorner !== null ? `${m.homeCorner}-${m.awayCorner}` : '-'}
      </td>
      <td className="w-[150px] text-xs" data-testid="handicap">
        <LineCell
          line={m.odds.handicap ? handicapLineText('football', m.odds.handicap.line) : null}
          left={m.odds.handicap?.home}
          right={m.odds.handicap?.away}
        />
      </td>
      <td className="w-[150px] text-xs" data-testid="over-under">
        <LineCell
          line={m.odds.overUnder ? overUnderLineText('football', m.odds.overUnder.line) : null}
          left={m.odds.overUnder?.over}
          right={m.odds.overUnder?.under}
        />
      </td>
    </tr>
  );
});

/** The football score table: dense, zebra rows, one row per match. */
export function FootballTable({
  rows,
  now,
  flash,
  showNo,
  onStar,
}: {
  rows: TScoreMatch[];
  now: number;
  flash: Record<number, number>;
  showNo: boolean;
  onStar: TRowProps['onStar'];
}) {
  return (
    <table className="w-full border-collapse text-sm" data-testid="score-table">
      <thead>
        <tr className="bg-header text-xs text-header-text">
          <th className="py-2 font-normal">收藏</th>
          {showNo ? <th className="font-normal">编号</th> : null}
          <th className="font-normal">赛事</th>
          <th className="font-normal">时间</th>
          <th className="font-normal">状态</th>
          <th className="text-right font-normal">主队</th>
          <th className="font-normal">比分</th>
          <th className="text-left font-normal">客队</th>
          <th className="font-normal">半场</th>
          <th className="font-normal">角球</th>
          <th className="font-normal">让球</th>
          <th className="font-normal">大小</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <FootballRow key={m.id} m={m} now={now} flashing={(flash[m.id] ?? 0) > now} showNo={showNo} onStar={onStar} />
        ))}
      </tbody>
    </table>
  );
}
