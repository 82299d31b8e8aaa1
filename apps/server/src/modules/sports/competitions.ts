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
  /** Grouping of the league filter: 欧洲, 亚洲, 美洲, 大洋洲, 国际. */
  area: string;
  /** Listed in the hot group of the league filter. */
  hot: boolean;
  /** Display order (lower first). */
  sort: number;
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
    area: '欧洲',
    hot: true,
    sort: 1,
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
    area: '亚洲',
    hot: true,
    sort: 8,
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
    area: '国际',
    hot: true,
    sort: 0,
    // The 2022 file gives Qatar local times; another edition would need its host's zone.
    timeZone: 'Asia/Qatar',
  },
];

const def = (
  code: string,
  sport: TSport,
  kind: CompetitionKind,
  country: string,
  area: string,
  names: [name: string, shortName: string, nameEn: string],
  color: string,
  hot: boolean,
  sort: number,
  timeZone: string,
): CompetitionDef => ({
  code,
  sport,
  kind,
  country,
  area,
  name: names[0],
  shortName: names[1],
  nameEn: names[2],
  color,
  hot,
  sort,
  timeZone,
});

/** Further competitions the live feed covers. */
COMPETITIONS.push(
  def('es.1', 'football', 'league', '西班牙', '欧洲', ['西班牙甲级联赛', '西甲', 'La Liga'], '#ee8707', true, 2, 'Europe/Madrid'),
  def('de.1', 'football', 'league', '德国', '欧洲', ['德国甲级联赛', '德甲', 'Bundesliga'], '#d20515', true, 3, 'Europe/Berlin'),
  def('it.1', 'football', 'league', '意大利', '欧洲', ['意大利甲级联赛', '意甲', 'Serie A'], '#0068a8', true, 4, 'Europe/Rome'),
  def('fr.1', 'football', 'league', '法国', '欧洲', ['法国甲级联赛', '法甲', 'Ligue 1'], '#091c3e', true, 5, 'Europe/Paris'),
  def('uefa.cl', 'football', 'cup', '欧洲', '国际', ['欧洲冠军联赛', '欧冠', 'UEFA Champions League'], '#0e1e5b', true, 6, 'Europe/Paris'),
  def('nl.1', 'football', 'league', '荷兰', '欧洲', ['荷兰甲级联赛', '荷甲', 'Eredivisie'], '#e4032e', false, 10, 'Europe/Amsterdam'),
  def('jp.1', 'football', 'league', '日本', '亚洲', ['日本职业联赛', '日职联', 'J1 League'], '#b5121b', true, 9, 'Asia/Tokyo'),
  def('kr.1', 'football', 'league', '韩国', '亚洲', ['韩国K1联赛', '韩K联', 'K League 1'], '#002b5c', false, 11, 'Asia/Seoul'),
  def(
    'au.1',
    'football',
    'league',
    '澳大利亚',
    '大洋洲',
    ['澳大利亚超级联赛', '澳超', 'A-League Men'],
    '#f26522',
    false,
    12,
    'Australia/Sydney',
  ),
  def(
    'us.1',
    'football',
    'league',
    '美国',
    '美洲',
    ['美国职业大联盟', '美职联', 'Major League Soccer'],
    '#1b365d',
    false,
    13,
    'America/New_York',
  ),
  def(
    'br.1',
    'football',
    'league',
    '巴西',
    '美洲',
    ['巴西甲级联赛', '巴甲', 'Brasileirao Serie A'],
    '#009739',
    false,
    14,
    'America/Sao_Paulo',
  ),
  def(
    'club.friendly',
    'football',
    'cup',
    '国际',
    '国际',
    ['球会友谊赛', '球会友谊', 'Club Friendlies'],
    '#5c6b7a',
    false,
    20,
    'Asia/Shanghai',
  ),
  def('nba', 'basketball', 'league', '美国', '美洲', ['美国职业篮球联赛', 'NBA', 'NBA'], '#1d428a', true, 1, 'America/New_York'),
  def(
    'cba',
    'basketball',
    'league',
    '中国',
    '亚洲',
    ['中国男子篮球职业联赛', 'CBA', 'Chinese Basketball Association'],
    '#e60012',
    true,
    2,
    'Asia/Shanghai',
  ),
);

/** The stored row of a competition definition. */
export function competitionRow(c: CompetitionDef, now: number) {
  return {
    code: c.code,
    sport: c.sport,
    kind: c.kind,
    country: c.country,
    name: c.name,
    short_name: c.shortName,
    name_en: c.nameEn,
    color: c.color,
    logo_url: null,
    area: c.area,
    hot: c.hot ? 1 : 0,
    sort: c.sort,
    created_at: now,
  };
}

export function competitionByCode(code: string): CompetitionDef | undefined {
  return COMPETITIONS.find((c) => c.code === code);
}
