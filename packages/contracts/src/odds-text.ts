// How the score lists print lines and odds.
// No zod here: the browser imports this module, and its bundle carries no schemas.
import { handicapText } from './sports-handicap';
import type { TSport } from './sports-codes';

/** A football handicap line as the list shows it: 半球, 受让平/半 …; basketball lines stay numbers (-5.5). */
export function handicapLineText(sport: TSport, line: number): string {
  if (sport === 'basketball') return line > 0 ? `-${line}` : line < 0 ? `+${-line}` : '0';
  return handicapText(line);
}

/** An over/under line: football in half-ball strings (两球半, 两/两球半), basketball points (210.5). */
export function overUnderLineText(sport: TSport, line: number): string {
  if (sport === 'basketball') return String(line);
  return handicapText(Math.abs(line));
}

/** Decimal odds with two places, as bookmakers print them. */
export const oddsText = (v: number | null | undefined): string =>
  v === null || v === undefined || !Number.isFinite(v) ? '-' : v.toFixed(2);
