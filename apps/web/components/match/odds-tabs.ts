/** The odds tabs of a match page and the market each shows. */
export const ODDS_TABS = {
  yapan: { market: 'handicap', title: '亚盘', columns: ['主队', '盘口', '客队'] },
  oupei: { market: 'europe', title: '欧赔', columns: ['主胜', '平', '客胜'] },
  daxiaoqiu: { market: 'overunder', title: '大小球', columns: ['大球', '盘口', '小球'] },
} as const;
export type TOddsTab = keyof typeof ODDS_TABS;
export type TOddsMarketKey = (typeof ODDS_TABS)[TOddsTab]['market'];
export const isOddsTab = (tab: string): tab is TOddsTab => tab in ODDS_TABS;
/** The tab that shows each market (ODDS_TABS read the other way). */
export const ODDS_TAB_OF: Record<TOddsMarketKey, TOddsTab> = { handicap: 'yapan', europe: 'oupei', overunder: 'daxiaoqiu' };

/** Basketball names its markets after points. */
export const BASKETBALL_TITLES: Record<TOddsTab, { title: string; columns: readonly string[] }> = {
  yapan: { title: '让分', columns: ['主队', '让分', '客队'] },
  oupei: { title: '胜负', columns: ['主胜', '-', '客胜'] },
  daxiaoqiu: { title: '大小分', columns: ['大分', '总分', '小分'] },
};
