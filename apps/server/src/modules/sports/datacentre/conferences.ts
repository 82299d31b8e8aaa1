import type { TZone } from '@sports/contracts';

/** The NBA's Eastern Conference (by the teams' English names); every other NBA team is in the West. */
const NBA_EAST = new Set([
  'Atlanta Hawks',
  'Boston Celtics',
  'Brooklyn Nets',
  'Charlotte Hornets',
  'Chicago Bulls',
  'Cleveland Cavaliers',
  'Detroit Pistons',
  'Indiana Pacers',
  'Miami Heat',
  'Milwaukee Bucks',
  'New York Knicks',
  'Orlando Magic',
  'Philadelphia 76ers',
  'Toronto Raptors',
  'Washington Wizards',
]);

export const EAST = '东部';
export const WEST = '西部';

/** A team's conference in a competition with conferences (the NBA), else null. */
export function conferenceOf(competitionCode: string, teamNameEn: string | null): string | null {
  if (competitionCode !== 'nba') return null;
  return teamNameEn !== null && NBA_EAST.has(teamNameEn) ? EAST : WEST;
}

/** Zones of a conference table: the top six go to the play-offs, seventh to tenth to the play-in. */
export const CONFERENCE_ZONES: TZone[] = [
  { label: '季后赛', color: '#1d4ed8', from: 1, to: 6 },
  { label: '附加赛', color: '#7c3aed', from: 7, to: 10 },
];
