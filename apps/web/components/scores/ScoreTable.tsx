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

/** Odds with their line in the middle: 0.88 半球 0.98 (the cell is grey, the line dark). */
export function LineCell({ line, left, right }: { line: string | null; left?: number; right?: number }) {
  if (line === null) return '-';
  return (
    <>
      {oddsText(left)}
      <b>{line}</b>
      {oddsText(right)}
    </>
  );
}

/** The first cells of every row: star, lottery number, league, kick-off time. */
export function LeadCells({ m, showNo, onStar }: Pick<TRowProps, 'm' | 'showNo' | 'onStar'>) {
  return (
    <>
      <td>
        <StarButton match={m} onChange={(c) => onStar(m.id, c)} />
      </td>
      {showNo ? <td className="st-xs">{m.lotteryNo ?? ''}</td> : null}
      <td>
        <span className="st-league" style={{ backgroundColor: m.competition.color }} title={m.competition.name}>
          {m.competition.shortName}
        </span>
      </td>
      <td className="st-xs">{kickoffTime(m.kickoffAt)}</td>
    </>
  );
}

/** The last cells of every row: handicap and over/under with their odds. */
export function OddsCells({ m, sport }: { m: TScoreMatch; sport: TSport }) {
  const { handicap, overUnder } = m.odds;
  return (
    <>
      <td className="st-xs" data-testid="handicap">
        <LineCell line={handicap ? handicapLineText(sport, handicap.line) : null} left={handicap?.home} right={handicap?.away} />
      </td>
      <td className="st-xs" data-testid="over-under">
        <LineCell line={overUnder ? overUnderLineText(sport, overUnder.line) : null} left={overUnder?.over} right={overUnder?.under} />
      </td>
    </>
  );
}

/** The row of one match in a score list (its looks come from the table's CSS): its data attributes and lead cells, then the sport's own cells. */
export function MatchRow({ m, flashing, showNo, onStar, children }: Omit<TRowProps, 'now'> & { children: ReactNode }) {
  return (
    <tr
      data-testid="match-row"
      data-match-id={m.id}
      data-state={m.state}
      data-league={m.competition.shortName}
      className={flashing ? 'score-flash' : undefined}
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

/** A header cell: its label, its width in px (the fixed layout takes the columns' widths from here), its alignment. */
export interface TColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

const LEAD_COLUMNS: TColumn[] = [{ label: '收藏', width: 32 }];
const NO_COLUMN: TColumn = { label: '编号', width: 64 };
const LEAGUE_TIME_COLUMNS: TColumn[] = [
  { label: '赛事', width: 80 },
  { label: '时间', width: 56 },
];

/** A dense score table (styled as a whole in globals.css): header row, then one row component per match. */
export function ScoreTable({
  head,
  Row,
  rows,
  now,
  flash,
  showNo,
  onStar,
}: TScoreTableProps & { head: TColumn[]; Row: ComponentType<TRowProps> }) {
  const columns = [...LEAD_COLUMNS, ...(showNo ? [NO_COLUMN] : []), ...LEAGUE_TIME_COLUMNS, ...head];
  return (
    <table className="score-table" data-testid="score-table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} style={{ width: c.width, textAlign: c.align }}>
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
