import type {
  TBasketballPlayerLine,
  TFootballPlayerStat,
  TLineupPlayer,
  TMatchIncident,
  TOddsBook,
  TOddsChange,
  TOddsMarket,
  TOddsValues,
  TTeamLineup,
} from '@sports/contracts';
import type { Selectable } from 'kysely';
import type { DetailOddsRow, LineupRow, OddsChangeRow } from './match-detail/repository';
import type { OddsMarket, SportsTables } from './tables';

const num = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
const int = (v: number | string | null | undefined): number => Number(v ?? 0);
/** Percent with one decimal; 0 when nothing was attempted. */
const pct = (made: number, total: number) => (total > 0 ? Math.round((made / total) * 1000) / 10 : 0);

/** A stored incident as the match page lists it. */
export function presentIncident(i: Selectable<SportsTables['sport_incident']>): TMatchIncident {
  return {
    id: Number(i.id),
    seq: Number(i.seq),
    type: i.type,
    side: i.side,
    minute: Number(i.minute),
    addedMinute: num(i.added_minute),
    playerName: i.player_name,
    relatedPlayerName: i.related_player_name,
    homeScore: int(i.home_score),
    awayScore: int(i.away_score),
  };
}

function footballStat(r: LineupRow): TFootballPlayerStat | null {
  if (r.stat_id === null) return null;
  return {
    minutesPlayed: num(r.minutes_played),
    goals: num(r.goals),
    shots: num(r.shots),
    shotsOnTarget: num(r.shots_on_target),
    passes: num(r.passes),
    passesAccurate: num(r.passes_accurate),
    tackles: num(r.tackles),
    saves: num(r.saves),
    yellow: num(r.yellow),
    red: num(r.red),
    rating: r.rating === null ? null : Number(r.rating) / 10,
  };
}

/** One side of a football lineup: starters then substitutes, in the order the feed gave them. */
export function presentLineup(rows: LineupRow[], formation: string | null, coach: string | null = null): TTeamLineup {
  const player = (r: LineupRow): TLineupPlayer => ({
    playerId: Number(r.player_id),
    name: r.name,
    shirtNumber: num(r.shirt_number),
    position: r.position,
    captain: Number(r.captain) === 1,
    stats: footballStat(r),
  });
  return {
    formation,
    coach,
    starters: rows.filter((r) => Number(r.starter) === 1).map(player),
    subs: rows.filter((r) => Number(r.starter) !== 1).map(player),
  };
}

/** One side's box score with SPEC §3's player fields; assistRate is the share of the team's assists. */
export function presentBoxScore(rows: LineupRow[]): TBasketballPlayerLine[] {
  const teamAssists = rows.reduce((n, r) => n + int(r.assists), 0);
  return rows.map((r) => {
    const fgScored = int(r.field_goals_scored);
    const fgTotal = int(r.field_goals_total);
    const threeScored = int(r.three_points_scored);
    const threeTotal = int(r.three_points_total);
    const ftScored = int(r.free_throws_scored);
    const ftTotal = int(r.free_throws_total);
    return {
      playerId: Number(r.player_id),
      name: r.name,
      shirtNumber: num(r.shirt_number),
      position: r.position,
      starter: Number(r.starter) === 1,
      minutesPlayed: int(r.minutes_played),
      points: int(r.points),
      fieldGoalsScored: fgScored,
      fieldGoalsTotal: fgTotal,
      fieldGoalsAccuracy: pct(fgScored, fgTotal),
      threePoints: threeScored * 3,
      threePointsScored: threeScored,
      threePointsTotal: threeTotal,
      threePointsAccuracy: pct(threeScored, threeTotal),
      freeThrowsScored: ftScored,
      freeThrowsTotal: ftTotal,
      freeThrowsAccuracy: pct(ftScored, ftTotal),
      rebounds: int(r.rebounds),
      offensiveRebounds: int(r.offensive_rebounds),
      defensiveRebounds: int(r.defensive_rebounds),
      assists: int(r.assists),
      steals: int(r.steals),
      blocks: int(r.blocks),
      turnovers: int(r.turnovers),
      fouls: int(r.fouls),
      assistRate: pct(int(r.assists), teamAssists),
    };
  });
}

function phase(o: DetailOddsRow, p: 'open' | 'live' | 'inplay'): TOddsValues | null {
  const at = num(o[`${p}_at`]);
  const home = num(o[`${p}_home`]);
  if (at === null && home === null) return null;
  return { home, draw: num(o[`${p}_draw`]), away: num(o[`${p}_away`]), line: num(o[`${p}_line`]), at };
}

/** Rows of sport_odds grouped per bookmaker (display order kept), each market with its three phases. */
export function presentOddsBooks(rows: DetailOddsRow[]): TOddsBook[] {
  const books = new Map<number, TOddsBook>();
  for (const o of rows) {
    const id = Number(o.bookmaker_id);
    let book = books.get(id);
    if (!book) books.set(id, (book = { bookmakerId: id, bookmakerName: o.bookmaker_name, europe: null, handicap: null, overunder: null }));
    const market: TOddsMarket = { open: phase(o, 'open'), live: phase(o, 'live'), inplay: phase(o, 'inplay') };
    book[o.market as OddsMarket] = market;
  }
  return [...books.values()];
}

/** A row of the odds history. */
export function presentOddsChange(c: OddsChangeRow): TOddsChange {
  return {
    bookmakerId: Number(c.bookmaker_id),
    bookmakerName: c.bookmaker_name,
    market: c.market,
    phase: c.phase,
    home: num(c.home),
    draw: num(c.draw),
    away: num(c.away),
    line: num(c.line),
    minute: num(c.minute),
    homeScore: int(c.home_score),
    awayScore: int(c.away_score),
    changedAt: Number(c.changed_at),
  };
}
