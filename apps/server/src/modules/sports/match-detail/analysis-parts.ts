import type {
  TCornerMatch,
  TCornerTrend,
  TMatchAnalysis,
  TMatchCorner,
  TMatchDistribute,
  TMatchFuture,
  TMatchRank,
  TScheduleAnalysis,
  TTeamForm,
} from '@sports/contracts';

/*
 * The separate analysis calls (corner, rank, distribute, history, future, the schedule page's
 * short analysis): each is one part of the match's analysis, which is read once per version of
 * the match (detail-cache.ts), so every part costs what a cache hit costs.
 */

const avg = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) * 10) / values.length) / 10 : null);

function cornerTrend(form: TTeamForm): TCornerTrend {
  const matches: TCornerMatch[] = [];
  // Yellow cards of the matches that count both teams' cards.
  const yellowFor: number[] = [];
  const yellowAgainst: number[] = [];
  for (const m of form.matches) {
    if (m.homeCorner === null || m.awayCorner === null) continue;
    const home = m.homeId === form.teamId;
    const { homeCorner, awayCorner, homeYellow, awayYellow } = m;
    const cards = homeYellow !== null && awayYellow !== null;
    if (cards) {
      yellowFor.push(home ? homeYellow : awayYellow);
      yellowAgainst.push(home ? awayYellow : homeYellow);
    }
    matches.push({
      id: m.id,
      competitionName: m.competitionName,
      kickoffAt: m.kickoffAt,
      homeId: m.homeId,
      homeName: m.homeName,
      awayId: m.awayId,
      awayName: m.awayName,
      cornersFor: home ? homeCorner : awayCorner,
      cornersAgainst: home ? awayCorner : homeCorner,
      yellowFor: cards ? (home ? homeYellow : awayYellow) : null,
      yellowAgainst: cards ? (home ? awayYellow : homeYellow) : null,
    });
  }
  return {
    teamId: form.teamId,
    matches,
    averageCornersFor: avg(matches.map((m) => m.cornersFor)),
    averageCornersAgainst: avg(matches.map((m) => m.cornersAgainst)),
    averageYellowFor: avg(yellowFor),
    averageYellowAgainst: avg(yellowAgainst),
  };
}

/** Corners and yellow cards of both teams' recent matches. */
export const cornerOf = (a: TMatchAnalysis): TMatchCorner => ({ home: cornerTrend(a.home), away: cornerTrend(a.away) });

/** Both teams' table rows (football or basketball). */
export const rankOf = (a: TMatchAnalysis): TMatchRank => ({ football: a.standings, basketball: a.basketballStandings });

/** Goal time bands of both teams' recent matches. */
export const distributeOf = (a: TMatchAnalysis): TMatchDistribute => ({ home: a.home.goalBands, away: a.away.goalBands });

/** Both teams' next fixtures. */
export const futureOf = (a: TMatchAnalysis): TMatchFuture => ({ home: a.homeFuture, away: a.awayFuture });

/** The schedule page's short analysis: summaries, last results (newest first) and table positions. */
export function scheduleAnalysisOf(matchId: number, a: TMatchAnalysis): TScheduleAnalysis {
  const rank = (teamId: number) =>
    a.standings.find((r) => r.teamId === teamId)?.rank ?? a.basketballStandings.find((r) => r.team.id === teamId)?.rank ?? null;
  const team = (form: TTeamForm) => ({
    ...form.summary,
    teamId: form.teamId,
    lastResults: form.matches.map((m) => m.result),
    rank: rank(form.teamId),
  });
  return { matchId, headToHead: a.headToHead.summary, home: team(a.home), away: team(a.away) };
}
