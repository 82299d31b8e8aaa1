// The sports, their state codes and display tables (SPEC §3), shared by every side.
// No zod here: the browser imports this module, and its bundle carries no schemas.

/** The two sports the score pages cover. */
export const SPORTS = ['football', 'basketball'] as const;
export type TSport = (typeof SPORTS)[number];

/** SPEC §3 football match state codes 0-13 with the text a score list shows (6 is unused and blank). */
export const FOOTBALL_STATES = {
  0: '异常',
  1: '未开赛',
  2: '上半场',
  3: '中场',
  4: '下半场',
  5: '加时',
  6: '',
  7: '点球',
  8: '完场',
  9: '推迟',
  10: '中断',
  11: '腰斩',
  12: '取消',
  13: '待定',
} as const satisfies Record<number, string>;
export type TFootballState = keyof typeof FOOTBALL_STATES;

/** Named football states, so code reads `FOOTBALL_STATE.finished` rather than 8. */
export const FOOTBALL_STATE = {
  abnormal: 0,
  notStarted: 1,
  firstHalf: 2,
  halfTime: 3,
  secondHalf: 4,
  extraTime: 5,
  penalties: 7,
  finished: 8,
  postponed: 9,
  interrupted: 10,
  abandoned: 11,
  cancelled: 12,
  toBeDetermined: 13,
} as const satisfies Record<string, TFootballState>;

/** SPEC §3 basketball match state codes 0-15. */
export const BASKETBALL_STATES = {
  0: '异常',
  1: '未开赛',
  2: '第一节',
  3: '第一节完',
  4: '第二节',
  5: '第二节完',
  6: '第三节',
  7: '第三节完',
  8: '第四节',
  9: '加时',
  10: '完场',
  11: '中断',
  12: '取消',
  13: '推迟',
  14: '腰斩',
  15: '待定',
} as const satisfies Record<number, string>;
export type TBasketballState = keyof typeof BASKETBALL_STATES;

export const BASKETBALL_STATE = {
  abnormal: 0,
  notStarted: 1,
  q1: 2,
  q1Over: 3,
  q2: 4,
  q2Over: 5,
  q3: 6,
  q3Over: 7,
  q4: 8,
  overtime: 9,
  finished: 10,
  interrupted: 11,
  cancelled: 12,
  delayed: 13,
  abandoned: 14,
  toBeDetermined: 15,
} as const satisfies Record<string, TBasketballState>;

/** The text of a state code for a sport; unknown codes read as 异常 rather than a blank cell. */
export function matchStateText(sport: TSport, state: number): string {
  // Both tables have code 0 (异常): the fallback is always there.
  const table: Record<number, string> & { 0: string } = sport === 'football' ? FOOTBALL_STATES : BASKETBALL_STATES;
  return table[state] ?? table[0];
}

/** Whether a match in this state is being played right now. */
export function isMatchLive(sport: TSport, state: number): boolean {
  return sport === 'football' ? state >= 2 && state <= 7 && state !== 6 : state >= 2 && state <= 9;
}

/** SPEC §3 bet play types. */
export const FOOTBALL_PLAY_TYPES = { 1: '欧指', 2: '让球', 3: '大小球', 4: '竞彩单关', 5: '二串一' } as const;
export const BASKETBALL_PLAY_TYPES = { 1: '让分', 2: '大小分' } as const;
export type TFootballPlayType = keyof typeof FOOTBALL_PLAY_TYPES;
export type TBasketballPlayType = keyof typeof BASKETBALL_PLAY_TYPES;

/** SPEC §3 position codes with their Chinese names. */
export const FOOTBALL_POSITIONS = {
  F: '前锋',
  M: '中场',
  D: '后卫',
  G: '门将',
  LW: '左边锋',
  RW: '右边锋',
  ST: '中锋',
  AM: '前腰',
  ML: '左中场',
  MC: '中中场',
  MR: '右中场',
  DM: '后腰',
  DL: '左后卫',
  DC: '中后卫',
  DR: '右后卫',
  GK: '守门员',
} as const;
export const BASKETBALL_POSITIONS = {
  C: '中锋',
  SF: '小前锋',
  PF: '大前锋',
  SG: '得分后卫',
  PG: '控球后卫',
  F: '前锋',
  G: '后卫',
} as const;
export type TFootballPosition = keyof typeof FOOTBALL_POSITIONS;
export type TBasketballPosition = keyof typeof BASKETBALL_POSITIONS;

/** Match incident types the feed records. */
export const INCIDENT_TYPES = {
  goal: '进球',
  own_goal: '乌龙球',
  penalty: '点球',
  missed_penalty: '点球未进',
  yellow: '黄牌',
  red: '红牌',
  second_yellow: '两黄变一红',
  substitution: '换人',
  var: 'VAR',
} as const;
export type TIncidentType = keyof typeof INCIDENT_TYPES;
export const INCIDENT_TYPE_KEYS = Object.keys(INCIDENT_TYPES) as TIncidentType[];
