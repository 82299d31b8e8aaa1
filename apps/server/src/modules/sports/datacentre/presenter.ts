import {
  BASKETBALL_POSITIONS,
  FOOTBALL_POSITIONS,
  type TDbLeague,
  type TMatchBrief,
  type TSport,
  type TSquadPlayer,
  type TTeamRef,
} from '@sports/contracts';
import { badgeUrl } from '../badge';
import type { CompetitionRow } from './league-queries';
import type { MatchBriefRow } from './match-queries';

/** Presenter of the data centre: rows to wire shapes. */
export const logoOf = (id: number, badge: string | null) => badge ?? badgeUrl(id);

export function teamRef(t: { id: number | string; short_name: string; badge_url: string | null }): TTeamRef {
  const id = Number(t.id);
  return { id, name: t.short_name, logo: logoOf(id, t.badge_url) };
}

export function leagueOf(c: CompetitionRow): TDbLeague {
  return {
    id: Number(c.id),
    name: c.name,
    shortName: c.short_name,
    countrys: c.country,
    kind: c.kind,
    color: c.color,
  };
}

export function matchBrief(m: MatchBriefRow): TMatchBrief {
  const home = Number(m.home_team_id);
  const away = Number(m.away_team_id);
  return {
    id: Number(m.id),
    kickoffAt: Number(m.kickoff_at),
    state: m.state,
    roundName: m.round_name ?? null,
    groupName: m.group_name,
    leagueName: m.league_name,
    home: { id: home, name: m.home_name, logo: logoOf(home, m.home_badge) },
    away: { id: away, name: m.away_name, logo: logoOf(away, m.away_badge) },
    homeScore: m.home_score,
    awayScore: m.away_score,
    homeHalfScore: m.home_half_score,
    awayHalfScore: m.away_half_score,
    homeEtScore: m.home_et_score,
    awayEtScore: m.away_et_score,
    homePenaltyScore: m.home_penalty_score,
    awayPenaltyScore: m.away_penalty_score,
  };
}

const POSITION_NAMES: Record<TSport, Record<string, string>> = { football: FOOTBALL_POSITIONS, basketball: BASKETBALL_POSITIONS };

/** A squad member with his position's name in his sport (G is a goalkeeper in football, a guard in basketball). */
export function squadPlayer(
  p: { id: number | string; name: string; shirt_number: number | null; position: string },
  sport: TSport,
): TSquadPlayer {
  return {
    id: Number(p.id),
    name: p.name,
    shirtNumber: p.shirt_number,
    position: p.position,
    positionName: POSITION_NAMES[sport][p.position] ?? p.position,
  };
}
