import type { TScoreCompetition, TScoreMatch, TSport } from '@sports/contracts';

/**
 * A score list's rows as a page hands them to the browser (the props its server render embeds in
 * the HTML): each league once, and of each row only its set fields. A list row is about 1.2 KB of
 * JSON, half of it empty fields (extra time, penalties, the other sport's clock) and the league
 * repeated; /football embeds 50–60 of them, twice over in the HTML (markup and props). Unpacked
 * in the browser into the same rows, nothing lost.
 */
export interface TListRows {
  sport: TSport;
  leagues: TScoreCompetition[];
  /** Each row without its sport, its league (`c`: its index in `leagues`) and its null or false fields. */
  rows: Record<string, unknown>[];
}

/** The fields of `T` that may be null. */
type NullableKeys<T> = { [K in keyof T]-?: null extends T[K] ? K : never }[keyof T];

/** What a packed row leaves out: every nullable field null, the flags false (a missing key here fails the type check). */
const EMPTY: { [K in NullableKeys<TScoreMatch>]: null } & Pick<TScoreMatch, 'top' | 'collected'> = {
  top: false,
  collected: false,
  roundName: null,
  periodStartAt: null,
  minute: null,
  addedTime: null,
  homeHalfScore: null,
  awayHalfScore: null,
  homeRed: null,
  awayRed: null,
  homeYellow: null,
  awayYellow: null,
  homeCorner: null,
  awayCorner: null,
  homeEtScore: null,
  awayEtScore: null,
  homePenaltyScore: null,
  awayPenaltyScore: null,
  homeQuarterScores: null,
  awayQuarterScores: null,
  timeLeft: null,
  timeLeftAt: null,
  lotteryNo: null,
  lotteryHandicap: null,
};

/** Packs a list's rows, all of `sport` (on the server). */
export function packRows(sport: TSport, rows: readonly TScoreMatch[]): TListRows {
  const leagues: TScoreCompetition[] = [];
  const index = new Map<number, number>();
  const packed = rows.map(({ sport: _sport, competition, ...fields }) => {
    let c = index.get(competition.id);
    if (c === undefined) {
      c = leagues.push(competition) - 1;
      index.set(competition.id, c);
    }
    const row: Record<string, unknown> = { c };
    for (const [key, value] of Object.entries(fields)) if (value !== null && value !== false) row[key] = value;
    return row;
  });
  return { sport, leagues, rows: packed };
}

/** The rows `packRows` was given (in the browser). */
export function unpackRows({ sport, leagues, rows }: TListRows): TScoreMatch[] {
  return rows.map(({ c, ...fields }) => ({ ...EMPTY, ...fields, sport, competition: leagues[c as number] }) as TScoreMatch);
}
