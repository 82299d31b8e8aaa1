import type { TLotteryCode, TScoreListType, TSport } from '@sports/contracts';

/** What each score tab (SPEC §2 plain routes) shows. */
export interface TScoreTabDef {
  sport: TSport;
  kind: 'list' | 'select' | 'collect' | 'text';
  type: TScoreListType;
  /** 完场 browses past days, 赛程 days ahead. */
  calendar?: 'past' | 'future';
  lottery?: TLotteryCode;
}

const tabOf =
  (sport: TSport) =>
  (kind: TScoreTabDef['kind'], type: TScoreListType, extra: Partial<TScoreTabDef> = {}): TScoreTabDef => ({ sport, kind, type, ...extra });
const f = tabOf('football');
const b = tabOf('basketball');

export const SCORE_TAB_DEFS: Record<string, TScoreTabDef> = {
  '/football': f('list', 'live'),
  '/football/jczq': f('list', 'jczq', { lottery: 'jczq' }),
  '/football/bjdc': f('list', 'bjdc', { lottery: 'bjdc' }),
  '/football/zc': f('list', 'lottery', { lottery: 'zc' }),
  '/football/end': f('list', 'end', { calendar: 'past' }),
  '/football/next': f('list', 'next', { calendar: 'future' }),
  '/football/select': f('select', 'live'),
  '/football/collect': f('collect', 'live'),
  '/basketball': b('list', 'live'),
  '/basketball/jclq': b('list', 'jclq', { lottery: 'jclq' }),
  '/basketball/end': b('list', 'end', { calendar: 'past' }),
  '/basketball/next': b('list', 'next', { calendar: 'future' }),
  '/basketball/text': b('text', 'live'),
};

const FOOTBALL_OWN_PATHS = new Set<TScoreListType>(['live', 'jczq', 'bjdc', 'lottery']);

/** The call that lists a tab's matches, with the type in the query when the path does not name it. */
export function listCall(sport: TSport, type: TScoreListType): { path: string; query: Record<string, string> } {
  if (sport === 'basketball') return { path: '/tapi/live/basketball/match', query: { type } };
  if (FOOTBALL_OWN_PATHS.has(type)) return { path: `/tapi/live/football/v1_1/${type}`, query: {} };
  return { path: '/tapi/live/football/v1_1/match', query: { type } };
}

export const filterPath = (sport: TSport) => (sport === 'football' ? '/tapi/live/football/v1_1/filter' : '/tapi/live/basketball/filter');
