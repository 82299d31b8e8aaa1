import type { TTvMatch } from '@sports/contracts';
import type { LiveCore } from './core';

const SPORT_OF_TYPE = { 1: 'football', 2: 'basketball' } as const;

/** /live/tv/match-list: the matches live rooms are streaming now, by kick-off, with their room counts. */
export function tvMatches(core: Pick<LiveCore, 'repo' | 'ports'>) {
  return {
    async tvMatchList(matchType: 1 | 2 | undefined): Promise<TTvMatch[]> {
      const counts = await core.repo.liveMatchRoomCounts();
      const matches = await core.ports.matchesByIds([...counts.keys()]);
      const sport = matchType ? SPORT_OF_TYPE[matchType] : undefined;
      return matches
        .filter((m) => !sport || m.sport === sport)
        .sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id)
        .map((match) => ({ match, liveRooms: counts.get(match.id) ?? 0 }));
    },
  };
}
