import type { TSport } from '@sports/contracts';
import type { CompetitionKind } from './tables';

/** A competition the product knows how to name and import. */
export interface CompetitionDef {
  code: string;
  sport: TSport;
  kind: CompetitionKind;
  country: string;
  name: string;
  shortName: string;
  nameEn: string;
  color: string;
  /** IANA zone the source data's kick-off times are local to. */
  timeZone: string;
}

export const COMPETITIONS: CompetitionDef[] = [
  {
    code: 'en.1',
    sport: 'football',
    kind: 'league',
    country: '英格兰',
    name: '英格兰超级联赛',
    shortName: '英超',
    nameEn: 'English Premier League',
    color: '#3d195b',
    timeZone: 'Europe/London',
  },
  {
    code: 'cn.1',
    sport: 'football',
    kind: 'league',
    country: '中国',
    name: '中国足球协会超级联赛',
    shortName: '中超',
    nameEn: 'Chinese Super League',
    color: '#c8102e',
    timeZone: 'Asia/Shanghai',
  },
  {
    code: 'worldcup',
    sport: 'football',
    kind: 'cup',
    country: '国际',
    name: '国际足联世界杯',
    shortName: '世界杯',
    nameEn: 'FIFA World Cup',
    color: '#56042c',
    // The 2022 file gives Qatar local times; another edition would need its host's zone.
    timeZone: 'Asia/Qatar',
  },
];

export function competitionByCode(code: string): CompetitionDef | undefined {
  return COMPETITIONS.find((c) => c.code === code);
}
