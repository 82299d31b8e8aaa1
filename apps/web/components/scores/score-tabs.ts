import {
  API_ROUTES as R,
  type TBasketballListType,
  type TFootballListType,
  type TLotteryCode,
  type TScoreListType,
} from '@sports/contracts';

interface TTabCommon {
  kind: 'list' | 'select' | 'collect' | 'text';
  /** 完场 browses past days, 赛程 days ahead. */
  calendar?: 'past' | 'future';
  lottery?: TLotteryCode;
}

/** What each score tab (SPEC §2 plain routes) shows; the list type belongs to the tab's sport. */
export type TScoreTabDef = TTabCommon &
  ({ sport: 'football'; type: TFootballListType } | { sport: 'basketball'; type: TBasketballListType });

type TExtra = Partial<Pick<TTabCommon, 'calendar' | 'lottery'>>;
const f = (kind: TTabCommon['kind'], type: TFootballListType, extra: TExtra = {}): TScoreTabDef => ({
  sport: 'football',
  kind,
  type,
  ...extra,
});
const b = (kind: TTabCommon['kind'], type: TBasketballListType, extra: TExtra = {}): TScoreTabDef => ({
  sport: 'basketball',
  kind,
  type,
  ...extra,
});

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

/** The football lists SPEC gives their own path (the type is in the path, not the query). */
export const FOOTBALL_OWN_LISTS: Partial<
  Record<TScoreListType, (typeof R)['footballLive' | 'footballJczq' | 'footballBjdc' | 'footballLottery']>
> = {
  live: R.footballLive,
  jczq: R.footballJczq,
  bjdc: R.footballBjdc,
  lottery: R.footballLottery,
};

/** The query of a list's league filter, typed by the list's sport. */
export type TLeagueFilterQuery = ({ sport: 'football'; type: TFootballListType } | { sport: 'basketball'; type: TBasketballListType }) & {
  date?: string;
  issue?: string;
};

export const filterQueryOf = (def: TScoreTabDef, date?: string, issue?: string): TLeagueFilterQuery =>
  def.sport === 'football' ? { sport: 'football', type: def.type, date, issue } : { sport: 'basketball', type: def.type, date, issue };
