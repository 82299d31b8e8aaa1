import { competitionRow } from './competitions';
import type { ParsedMatch, ParsedSeason } from './openfootball';
import type { IncidentInsert, MatchInsert, SportsQueries, SportsRepository } from './repository';
import { teamName } from './team-names';

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportResult {
  competitionId: number;
  seasonId: number;
  rounds: ImportCounts;
  teams: ImportCounts;
  matches: ImportCounts;
  incidents: ImportCounts & { deleted: number };
  /** English names that have no Chinese mapping and are shown as given. */
  unmappedTeams: string[];
}

const counts = (): ImportCounts => ({ created: 0, updated: 0, unchanged: 0 });

/** The fields of `next` whose value differs from `current`; empty when nothing changed. */
function changes<T extends object>(current: Record<string, unknown>, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(next) as [keyof T & string, unknown][]) {
    if ((current[k] ?? null) !== (v ?? null)) out[k] = v as T[typeof k];
  }
  return out;
}

/**
 * Loads a parsed season into the tables in one transaction. Every row is matched on its natural
 * key (competition code, season name, round name, team English name, match source key, incident
 * order) and only written when it differs, so importing the same file twice changes nothing.
 */
export async function importSeason(repo: SportsRepository, season: ParsedSeason, now = Date.now()): Promise<ImportResult> {
  return repo.transaction(async (tx) => {
    const c = season.competition;
    const competition = await tx.findCompetitionByCode(c.code);
    const competitionId = competition !== undefined ? Number(competition.id) : await tx.insertCompetition(competitionRow(c, now));
    const existingSeason = await tx.findSeason(competitionId, season.seasonName);
    const seasonId = existingSeason
      ? Number(existingSeason.id)
      : await tx.insertSeason(competitionId, season.seasonName, season.startYear, now);

    const result: ImportResult = {
      competitionId,
      seasonId,
      rounds: counts(),
      teams: counts(),
      matches: counts(),
      incidents: { ...counts(), deleted: 0 },
      unmappedTeams: [],
    };

    // Rounds
    const roundIds = new Map<string, number>();
    const storedRounds = new Map((await tx.listRounds(seasonId)).map((r) => [r.name_en, r]));
    for (const r of season.rounds) {
      const stored = storedRounds.get(r.nameEn);
      const values = { name: r.name, kind: r.kind, sort: r.sort };
      if (!stored) {
        roundIds.set(r.nameEn, await tx.insertRound({ season_id: seasonId, name_en: r.nameEn, ...values }));
        result.rounds.created++;
        continue;
      }
      roundIds.set(r.nameEn, Number(stored.id));
      const diff = changes(stored, values);
      if (Object.keys(diff).length) {
        await tx.updateRound(Number(stored.id), values);
        result.rounds.updated++;
      } else result.rounds.unchanged++;
    }

    // Teams, keyed by canonical English name
    const names = season.teams.map((raw) => teamName(raw));
    result.unmappedTeams = names.filter((n) => !n.mapped).map((n) => n.en);
    const storedTeams = new Map(
      (await tx.findTeamsByEnglishNames(c.sport, [...new Set(names.map((n) => n.en))])).map((t) => [t.name_en, t]),
    );
    const teamIds = new Map<string, number>();
    for (const n of names) {
      if (teamIds.has(n.en)) continue;
      const stored = storedTeams.get(n.en);
      if (!stored) {
        teamIds.set(
          n.en,
          await tx.insertTeam({ sport: c.sport, name: n.name, short_name: n.shortName, name_en: n.en, badge_url: null, created_at: now }),
        );
        result.teams.created++;
      } else {
        teamIds.set(n.en, Number(stored.id));
        if (stored.name !== n.name || stored.short_name !== n.shortName) {
          await tx.updateTeamNames(Number(stored.id), n.name, n.shortName);
          result.teams.updated++;
        } else result.teams.unchanged++;
      }
    }
    const teamId = (raw: string) => {
      const id = teamIds.get(teamName(raw).en);
      // The parser lists every team its matches name.
      if (id === undefined) throw new Error(`importSeason: team "${raw}" is missing from the season's team list`);
      return id;
    };

    // Matches
    const storedMatches = new Map((await tx.listSeasonMatches(seasonId)).map((m) => [m.source_key, m]));
    const fresh: MatchInsert[] = [];
    for (const m of season.matches) {
      const values = matchValues(
        m,
        c.sport,
        competitionId,
        seasonId,
        roundIds.get(m.roundNameEn) ?? null,
        teamId(m.homeEn),
        teamId(m.awayEn),
      );
      const stored = storedMatches.get(m.sourceKey);
      if (!stored) {
        fresh.push({ ...values, source_key: m.sourceKey, updated_at: now });
        result.matches.created++;
        continue;
      }
      const diff = changes(stored, values);
      if (Object.keys(diff).length) {
        await tx.updateMatch(Number(stored.id), { ...diff, updated_at: now });
        result.matches.updated++;
      } else result.matches.unchanged++;
    }
    await tx.insertMatches(fresh);

    await importIncidents(tx, season, seasonId, now, result);
    return result;
  });
}

function matchValues(
  m: ParsedMatch,
  sport: MatchInsert['sport'],
  competitionId: number,
  seasonId: number,
  roundId: number | null,
  home: number,
  away: number,
) {
  return {
    sport,
    competition_id: competitionId,
    season_id: seasonId,
    round_id: roundId,
    group_name: m.groupName,
    home_team_id: home,
    away_team_id: away,
    state: m.state,
    kickoff_at: m.kickoffAt,
    venue: m.venue,
    home_score: m.ft?.[0] ?? 0,
    away_score: m.ft?.[1] ?? 0,
    home_half_score: m.ht?.[0] ?? null,
    away_half_score: m.ht?.[1] ?? null,
    home_et_score: m.et?.[0] ?? null,
    away_et_score: m.et?.[1] ?? null,
    home_penalty_score: m.penalties?.[0] ?? null,
    away_penalty_score: m.penalties?.[1] ?? null,
  };
}

/** Goals become incidents numbered 1..n in time order; a goal list that shrank loses its tail. */
async function importIncidents(tx: SportsQueries, season: ParsedSeason, seasonId: number, now: number, result: ImportResult) {
  const withGoals = season.matches.filter((m) => m.hasGoalList);
  if (withGoals.length === 0) return;
  const matchIds = new Map((await tx.listSeasonMatches(seasonId)).map((m) => [m.source_key, Number(m.id)]));
  const stored = await tx.listIncidents([...matchIds.values()]);
  const byMatch = new Map<number, typeof stored>();
  for (const i of stored) byMatch.set(Number(i.match_id), [...(byMatch.get(Number(i.match_id)) ?? []), i]);
  const fresh: IncidentInsert[] = [];
  for (const m of withGoals) {
    const matchId = matchIds.get(m.sourceKey);
    // Every match of the season was stored above, in this transaction.
    if (matchId === undefined) throw new Error(`importSeason: match ${m.sourceKey} was not stored`);
    const current = new Map((byMatch.get(matchId) ?? []).map((i) => [i.seq, i]));
    for (const [index, g] of m.goals.entries()) {
      const seq = index + 1;
      const values = {
        type: g.type,
        side: g.side,
        minute: g.minute,
        added_minute: g.addedMinute,
        player_name: g.playerName,
        related_player_name: null,
        home_score: g.score[0],
        away_score: g.score[1],
      };
      const old = current.get(seq);
      if (!old) {
        fresh.push({ match_id: matchId, seq, created_at: now, ...values });
        result.incidents.created++;
      } else if (Object.keys(changes(old, values)).length) {
        await tx.updateIncident(Number(old.id), values);
        result.incidents.updated++;
      } else result.incidents.unchanged++;
    }
    if (current.size > m.goals.length) result.incidents.deleted += await tx.deleteIncidentsFrom(matchId, m.goals.length + 1);
  }
  await tx.insertIncidents(fresh);
}
