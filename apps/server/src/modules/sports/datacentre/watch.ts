import type { SportsEvents } from '../events';
import type { DatacentreService } from './service';

/**
 * Keeps the data centre's kept answers current in this process: a match that changes state (kicks
 * off, finishes) or score, or records an incident (goal, card), invalidates its season's tables,
 * leaderboards and schedules. Minute ticks and odds do not. Returns the function that stops watching.
 */
export function watchSeasons(svc: DatacentreService, events: SportsEvents): () => void {
  const touch = async (matchId: number) => {
    const seasonId = await svc.seasonOfMatch(matchId);
    if (seasonId !== null) svc.invalidate(seasonId);
  };
  const stops = [
    events.on('match.changed', ({ matchId, patch }) =>
      patch.state !== undefined || patch.homeScore !== undefined || patch.awayScore !== undefined ? touch(matchId) : undefined,
    ),
    events.on('match.incident', ({ matchId }) => touch(matchId)),
  ];
  return () => stops.forEach((stop) => stop());
}
