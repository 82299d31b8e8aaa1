'use client';
import type { ComponentType, ReactNode } from 'react';
import { handicapLineText, isMatchLive, oddsText, overUnderLineText, type TScoreMatch, type TSport } from '@sports/contracts';
import { kickoffTime } from './score-format';
import { StarButton } from './StarButton';

export interface TRowProps {
  m: TScoreMatch;
  now: number;
  flashing: boolean;
  showNo: boolean;
  onStar: (id: number, collected: boolean) => void;
}

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

/** The first cells of every row: star, lottery number, league, kick-off time. */
export function LeadCells({ m, showNo, onStar }: Pick<TRowProps, 'm' | 'showNo' | 'onStar'>) {
  return (
    <>
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
    </>
  );
}

/** The last cells of every row: handicap and over/under with their odds. */
export function OddsCells({ m, sport }: { m: TScoreMatch; sport: TSport }) {
  const { handicap, overUnder } = m.odds;
  return (
    <>
      <td className="w-[150px] text-xs" data-testid="handicap">
        <LineCell line={handicap ? handicapLineText(sport, handicap.line) : null} left={handicap?.home} right={handicap?.away} />
      </td>
      <td className="w-[150px] text-xs" data-testid="over-under">
        <LineCell line={overUnder ? overUnderLineText(sport, overUnder.line) : null} left={overUnder?.over} right={overUnder?.under} />
      </td>
    </>
  );
}

/** Class names of a list row: zebra, hover, and the flash of a changed score. */
const rowClass = (flashing: boolean) =>
  `border-b border-line text-center transition-colors odd:bg-surface even:bg-tint hover:bg-primary-weak ${flashing ? 'score-flash' : ''}`;

/** The row of one match in a score list: its data attributes and lead cells, then the sport's own cells. */
export function MatchRow({ m, flashing, showNo, onStar, children }: Omit<TRowProps, 'now'> & { children: ReactNode }) {
  return (
    <tr
      data-testid="match-row"
      data-match-id={m.id}
      data-state={m.state}
      data-league={m.competition.shortName}
      className={rowClass(flashing)}
    >
      <LeadCells m={m} showNo={showNo} onStar={onStar} />
      {children}
    </tr>
  );
}

export interface TScoreTableProps {
  rows: TScoreMatch[];
  now: number;
  flash: Record<number, number>;
  showNo: boolean;
  onStar: TRowProps['onStar'];
}

/** A dense score table: header row, then one row component per match. */
export function ScoreTable({
  head,
  Row,
  rows,
  now,
  flash,
  showNo,
  onStar,
}: TScoreTableProps & { head: { label: string; align?: 'left' | 'right' }[]; Row: ComponentType<TRowProps> }) {
  const columns = [{ label: '收藏' }, ...(showNo ? [{ label: '编号' }] : []), { label: '赛事' }, { label: '时间' }, ...head];
  return (
    <table className="w-full border-collapse text-sm" data-testid="score-table">
      <thead>
        <tr className="bg-header text-xs text-header-text">
          {columns.map((c) => (
            <th key={c.label} className={`py-2 font-normal ${c.align === 'left' ? 'text-left' : c.align === 'right' ? 'text-right' : ''}`}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          // Only running matches need the ticking clock; the others keep their props and skip re-rendering.
          <Row
            key={m.id}
            m={m}
            now={isMatchLive(m.sport, m.state) ? now : 0}
            flashing={(flash[m.id] ?? 0) > now}
            showNo={showNo}
            onStar={onStar}
          />
        ))}
      </tbody>
    </table>
  );
}
