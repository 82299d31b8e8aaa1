'use client';
import Link from 'next/link';
import { memo } from 'react';
import { basketballClock, handicapLineText, isMatchLive, overUnderLineText, quarterTimeLeft, type TScoreMatch } from '@sports/contracts';
import { LineCell, type TRowProps } from './FootballTable';
import { kickoffTime } from './score-format';
import { StarButton } from './StarButton';

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
  const left = quarterTimeLeft(m.state, m.timeLeft, m.timeLeftAt ?? m.updatedAt, now);
  const hq = m.homeQuarterScores ?? [];
  const aq = m.awayQuarterScores ?? [];
  const ot = hq.length > 4 ? { home: hq.slice(4).reduce((a, b) => a + b, 0), away: aq.slice(4).reduce((a, b) => a + b, 0) } : null;
  const notStarted = m.state === 1;
  return (
    <tr
      data-testid="match-row"
      data-match-id={m.id}
      data-state={m.state}
      className={`border-b border-line text-center odd:bg-surface even:bg-tint hover:bg-primary-weak ${flashing ? 'score-flash' : ''}`}
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
      <td className={`w-24 text-xs tabular-nums ${live ? 'font-semibold text-red-600' : 'text-muted'}`} data-testid="match-status">
        {basketballClock(m.state, left)}
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
      <td className="w-[150px] text-xs">
        <LineCell
          line={m.odds.handicap ? handicapLineText('basketball', m.odds.handicap.line) : null}
          left={m.odds.handicap?.home}
          right={m.odds.handicap?.away}
        />
      </td>
      <td className="w-[150px] text-xs">
        <LineCell
          line={m.odds.overUnder ? overUnderLineText('basketball', m.odds.overUnder.line) : null}
          left={m.odds.overUnder?.over}
          right={m.odds.overUnder?.under}
        />
      </td>
    </tr>
  );
});

export function BasketballTable({
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
          <th className="text-left font-normal">球队</th>
          {PERIODS.map((p) => (
            <th key={p} className="font-normal">
              {p}
            </th>
          ))}
          <th className="font-normal">加时</th>
          <th className="font-normal">全场</th>
          <th className="font-normal">让分</th>
          <th className="font-normal">总分</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <BasketballRow key={m.id} m={m} now={now} flashing={(flash[m.id] ?? 0) > now} showNo={showNo} onStar={onStar} />
        ))}
      </tbody>
    </table>
  );
}
