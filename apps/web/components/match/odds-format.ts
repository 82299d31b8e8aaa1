import { handicapText, type TOddsValues, type TSport } from '@sports/contracts';
import type { TOddsMarketKey } from './odds-tabs';

/** A total line as score sites write it: 2.5, and quarter lines as the pair either side, 2.5/3. */
export function totalLineText(line: number): string {
  const quarters = Math.round(line * 4);
  if (quarters % 2 === 0) return String(quarters / 4);
  return `${(quarters - 1) / 4}/${(quarters + 1) / 4}`;
}

/** The line of a market: football handicaps as SPEC's half-ball strings, totals as 2.5/3, basketball points as numbers. */
export function lineText(sport: TSport, market: TOddsMarketKey, line: number | null): string {
  if (line === null) return '-';
  if (market === 'handicap') return sport === 'football' ? handicapText(line) : `${line > 0 ? '-' : line < 0 ? '+' : ''}${Math.abs(line)}`;
  if (market === 'overunder') return sport === 'football' ? totalLineText(line) : String(line);
  return String(line);
}

export const oddsText = (v: number | null) => (v === null ? '-' : v.toFixed(2));

/** Up (red) or down (green) against the earlier value, as odds tables colour a move. */
export function moveClass(now: number | null, before: number | null | undefined): string {
  if (now === null || before === null || before === undefined || now === before) return '';
  return now > before ? 'text-red-600' : 'text-green-600';
}

/** The arrow odds tables print beside a moved value: ↑ up, ↓ down, nothing unchanged. */
export function moveArrow(now: number | null, before: number | null | undefined): string {
  if (now === null || before === null || before === undefined || now === before) return '';
  return now > before ? '↑' : '↓';
}

export type TOddsLike = Pick<TOddsValues, 'home' | 'draw' | 'away' | 'line'>;

/** The three cells of a market's values: home/draw/away, or home odds/line/away odds. */
export function triple(sport: TSport, market: TOddsMarketKey, v: TOddsLike | null): [string, string, string] {
  if (!v) return ['-', '-', '-'];
  if (market === 'europe') return [oddsText(v.home), sport === 'football' ? oddsText(v.draw) : '-', oddsText(v.away)];
  return [oddsText(v.home), lineText(sport, market, v.line), oddsText(v.away)];
}
