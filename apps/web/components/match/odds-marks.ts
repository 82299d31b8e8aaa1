import type { TOddsChange } from '@sports/contracts';
import { lineText, oddsText } from './odds-format';

/** A line move of at least a quarter ball is sharp. */
export const SHARP_LINE_MOVE = 0.25;
/** A water (odds) move of at least 0.15 within one change is sharp. */
export const SHARP_WATER_MOVE = 0.15;
// Float tolerance: 0.95 - 0.8 is 0.1499999… in binary.
const EPS = 1e-9;

/** One sharp in-play move of the Asian handicap, placed on the timeline at its minute. */
export interface TOddsMark {
  minute: number;
  /** Half-ball strings (半球, 半/一, 受让平/半…), equal when only the water moved. */
  fromLine: string;
  toLine: string;
  lineMoved: boolean;
  /** The side the market moved toward: the line grew for home (or shrank for away), or that side's water fell. */
  direction: 'home' | 'away';
  homeScore: number;
  awayScore: number;
  changedAt: number;
  /** The tooltip: 48' 亚盘 半球→半/一 偏向主队. */
  title: string;
}

/**
 * The main bookmaker's handicap changes, oldest first: the history without a bookmaker lists the books
 * in their display order, so the first row's bookmaker is the main one (the one the 亚盘 tab opens on).
 */
export function mainHandicapChanges(changes: TOddsChange[]): TOddsChange[] {
  const handicap = changes.filter((c) => c.market === 'handicap');
  const main = handicap[0]?.bookmakerId;
  if (main === undefined) return [];
  return handicap.filter((c) => c.bookmakerId === main).sort((a, b) => a.changedAt - b.changedAt);
}

function directionOf(lineDelta: number, homeDelta: number, awayDelta: number): 'home' | 'away' {
  // The line is the home side's: positive when home gives, so a growing line is money on home.
  if (Math.abs(lineDelta) > EPS) return lineDelta > 0 ? 'home' : 'away';
  // Water only: the side whose water falls is the side being backed.
  if (Math.abs(homeDelta) >= Math.abs(awayDelta)) return homeDelta < 0 ? 'home' : 'away';
  return awayDelta < 0 ? 'away' : 'home';
}

const delta = (now: number | null, before: number | null) => (now === null || before === null ? 0 : now - before);

/**
 * The sharp moves of one bookmaker's Asian handicap history (oldest first): each change made during
 * play (with a minute) whose line moved at least a quarter ball, or whose home or away water moved at
 * least 0.15, against the change before it. Pre-match changes (no minute) are never marked.
 */
export function oddsMarks(history: TOddsChange[]): TOddsMark[] {
  const marks: TOddsMark[] = [];
  let prev: TOddsChange | null = null;
  for (const c of history) {
    if (c.market !== 'handicap') continue;
    const before = prev;
    prev = c;
    if (before === null || c.minute === null) continue;
    const lineDelta = delta(c.line, before.line);
    const homeDelta = delta(c.home, before.home);
    const awayDelta = delta(c.away, before.away);
    const lineMoved = Math.abs(lineDelta) >= SHARP_LINE_MOVE - EPS;
    const waterMoved = Math.max(Math.abs(homeDelta), Math.abs(awayDelta)) >= SHARP_WATER_MOVE - EPS;
    if (!lineMoved && !waterMoved) continue;
    const direction = directionOf(lineDelta, homeDelta, awayDelta);
    const fromLine = lineText('football', 'handicap', before.line);
    const toLine = lineText('football', 'handicap', c.line);
    const move = lineMoved
      ? `${fromLine}→${toLine}`
      : `${toLine} 主水${oddsText(before.home)}→${oddsText(c.home)} 客水${oddsText(before.away)}→${oddsText(c.away)}`;
    marks.push({
      minute: c.minute,
      fromLine,
      toLine,
      lineMoved,
      direction,
      homeScore: c.homeScore,
      awayScore: c.awayScore,
      changedAt: c.changedAt,
      title: `${c.minute}' 亚盘 ${move} 偏向${direction === 'home' ? '主队' : '客队'}（${c.homeScore}-${c.awayScore}）`,
    });
  }
  return marks;
}
