import type { Insertable, Kysely } from 'kysely';
import type { TIncidentType } from '@sports/contracts';
import type { Database } from '../src/db/schema';
import type { Side } from '../src/modules/sports/tables';

/** Details of a played match for the match-centre tests: incidents, statistics, text live, lineups. */

type Db = Kysely<Database>;
type StatValues = Partial<Omit<Insertable<Database['sport_player_stat']>, 'id' | 'match_id' | 'player_id' | 'side' | 'updated_at'>>;
let seq = 0;

export async function buildIncident(
  db: Db,
  matchId: number,
  o: {
    type: TIncidentType;
    side: Side;
    minute: number;
    player?: string;
    related?: string;
    homeScore?: number;
    awayScore?: number;
    /** when it was recorded (epoch ms); now when not given */
    at?: number;
  },
) {
  await db
    .insertInto('sport_incident')
    .values({
      match_id: matchId,
      seq: ++seq,
      type: o.type,
      side: o.side,
      minute: o.minute,
      added_minute: null,
      player_name: o.player ?? null,
      related_player_name: o.related ?? null,
      home_score: o.homeScore ?? null,
      away_score: o.awayScore ?? null,
      player_id: null,
      related_player_id: null,
      created_at: o.at ?? Date.now(),
    })
    .execute();
}

export async function buildStats(db: Db, matchId: number, stats: [string, number, number][]) {
  await db
    .insertInto('sport_match_stat')
    .values(stats.map(([type, home, away]) => ({ match_id: matchId, type, home, away, updated_at: Date.now() })))
    .execute();
}

export async function buildTextLine(db: Db, matchId: number, content: string, minute: number | null = null) {
  await db
    .insertInto('sport_text_live')
    .values({
      match_id: matchId,
      seq: ++seq,
      minute,
      type: null,
      side: null,
      content,
      home_score: 0,
      away_score: 0,
      created_at: Date.now(),
    })
    .execute();
}

/** A player in a lineup, with optional statistics of the match. */
export async function buildLineupPlayer(
  db: Db,
  matchId: number,
  o: { side: Side; name: string; position: string; starter: boolean; shirt?: number; stats?: StatValues },
) {
  const player = await db
    .insertInto('sport_player')
    .values({
      source_key: null,
      sport: 'football',
      team_id: null,
      name: o.name,
      name_en: o.name,
      shirt_number: o.shirt ?? null,
      position: o.position,
      country: null,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const playerId = Number(player.id);
  await db
    .insertInto('sport_lineup')
    .values({
      match_id: matchId,
      side: o.side,
      player_id: playerId,
      shirt_number: o.shirt ?? null,
      position: o.position,
      starter: o.starter ? 1 : 0,
      captain: 0,
      sort: ++seq,
    })
    .execute();
  if (o.stats) {
    await db
      .insertInto('sport_player_stat')
      .values({ ...o.stats, match_id: matchId, player_id: playerId, side: o.side, updated_at: Date.now() })
      .execute();
  }
  return playerId;
}
