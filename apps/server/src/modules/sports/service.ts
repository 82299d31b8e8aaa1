import { FOOTBALL_STATE, type TStandingRow } from '@sports/contracts';
import { AppError } from '../../http/errors';
import { badgeUrl, teamBadgeSvg } from './badge';
import { importSeason } from './importer';
import { parseOpenfootball } from './openfootball';
import type { SportsRepository } from './repository';
import { computeStandings, type MatchResult } from './standings';

type Team = NonNullable<Awaited<ReturnType<SportsRepository['getTeam']>>>;

/** Presenter: the logo a client shows for a team. */
export const teamLogo = (t: Pick<Team, 'id' | 'badge_url'>) => t.badge_url ?? badgeUrl(Number(t.id));

export function sportsService(repo: SportsRepository) {
  return {
    /** Loads an openfootball season file (its text and name); see importer.ts. */
    async importOpenfootball(file: string, text: string) {
      return importSeason(repo, parseOpenfootball(file, text));
    },

    /** The football table of a season; a tournament gets one table per group, knockout rounds left out. */
    async leagueRank(seasonId: number): Promise<TStandingRow[]> {
      const season = await repo.getSeason(seasonId);
      if (!season) throw new AppError('NOT_FOUND', '赛季不存在');
      if (season.sport !== 'football') throw new AppError('NOT_FOUND', '该赛季不是足球赛季');

      const matches = (await repo.finishedMatches(seasonId, FOOTBALL_STATE.finished)).filter((m) => m.round_kind !== 'knockout');
      const groups = new Map<string | null, { teams: Set<number>; results: MatchResult[] }>();
      const groupOf = (name: string | null) => {
        let g = groups.get(name);
        if (!g) groups.set(name, (g = { teams: new Set(), results: [] }));
        return g;
      };
      for (const t of await repo.seasonTeamIds(seasonId)) groupOf(t.groupName).teams.add(t.teamId);
      for (const m of matches) {
        groupOf(m.group_name).results.push({
          home: Number(m.home_team_id),
          away: Number(m.away_team_id),
          homeGoals: m.home_score,
          awayGoals: m.away_score,
        });
      }

      const teamIds = [...groups.values()].flatMap((g) => [...g.teams]);
      const teams = new Map((await repo.listTeams(teamIds)).map((t) => [Number(t.id), t]));
      const order = [...groups.entries()].sort(([a], [b]) => (a ?? '').localeCompare(b ?? ''));
      return order.flatMap(([groupName, g]) =>
        computeStandings(g.results, g.teams).map((line) => {
          const team = teams.get(line.teamId);
          // Matches and season entries reference their teams: a missing one is a broken database.
          if (!team) throw new Error(`leagueRank: team ${line.teamId} of season ${seasonId} is not stored`);
          return { ...line, teamName: team.short_name, teamLogo: teamLogo(team), groupName };
        }),
      );
    },

    /** The generated SVG badge of a team. */
    async teamBadge(teamId: number): Promise<string> {
      const team = await repo.getTeam(teamId);
      if (!team) throw new AppError('NOT_FOUND', '球队不存在');
      return teamBadgeSvg(team);
    },
  };
}
export type SportsService = ReturnType<typeof sportsService>;
