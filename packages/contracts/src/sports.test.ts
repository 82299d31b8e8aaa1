import { describe, expect, it } from 'vitest';
import {
  BASKETBALL_POSITIONS,
  BASKETBALL_STATES,
  FOOTBALL_PLAY_TYPES,
  FOOTBALL_POSITIONS,
  FOOTBALL_STATES,
  HANDICAP_SCALE,
  handicapText,
  matchStateText,
  ZLeagueRankQuerySchema,
} from './index';

describe('handicapText', () => {
  it('names every quarter step of the first three goals as bookmakers do', () => {
    const expected = [
      '平手',
      '平/半',
      '半球',
      '半/一',
      '一球',
      '一/球半',
      '球半',
      '球半/两',
      '两球',
      '两/两球半',
      '两球半',
      '两球半/三',
      '三球',
    ];
    expect(HANDICAP_SCALE.slice(0, 13).map((v) => handicapText(v))).toEqual(expected);
  });

  it('covers the whole 0-14 scale with distinct strings that follow the same pattern', () => {
    expect(HANDICAP_SCALE).toHaveLength(57);
    const texts = HANDICAP_SCALE.map((v) => handicapText(v));
    expect(new Set(texts).size).toBe(57);
    expect(handicapText(9.75)).toBe('九球半/十');
    expect(handicapText(10.25)).toBe('十/十球半');
    expect(handicapText(13.5)).toBe('十三球半');
    expect(handicapText(14)).toBe('十四球');
    for (const [i, text] of texts.entries()) {
      if (i % 2 === 1) expect(text).toMatch(/^[^/]+\/[^/]+$/);
      else expect(text).not.toContain('/');
    }
  });

  it('marks receiving (negative) lines with 受让 or a star', () => {
    expect(handicapText(-0.25)).toBe('受让平/半');
    expect(handicapText(-0.5)).toBe('受让半球');
    expect(handicapText(-1.75)).toBe('受让球半/两');
    expect(handicapText(-1.5, { receiving: 'star' })).toBe('*球半');
    expect(handicapText(-0)).toBe('平手');
    expect(handicapText(-14)).toBe('受让十四球');
  });

  it('shows values off the scale as numbers instead of failing', () => {
    expect(handicapText(0.3)).toBe('0.3');
    expect(handicapText(14.25)).toBe('14.25');
    expect(handicapText(Number.NaN)).toBe('');
  });
});

describe('SPEC enumerations', () => {
  it('has football states 0-13 with 6 blank and 8 完场', () => {
    expect(Object.keys(FOOTBALL_STATES).map(Number)).toEqual([...Array(14).keys()]);
    expect(matchStateText('football', 1)).toBe('未开赛');
    expect(matchStateText('football', 3)).toBe('中场');
    expect(matchStateText('football', 6)).toBe('');
    expect(matchStateText('football', 8)).toBe('完场');
    expect(matchStateText('football', 11)).toBe('腰斩');
    expect(matchStateText('football', 99)).toBe('异常');
  });

  it('has basketball states 0-15 from 未开赛 through the quarters to 待定', () => {
    expect(Object.keys(BASKETBALL_STATES).map(Number)).toEqual([...Array(16).keys()]);
    expect([2, 3, 8, 9, 10, 13, 15].map((s) => matchStateText('basketball', s))).toEqual([
      '第一节',
      '第一节完',
      '第四节',
      '加时',
      '完场',
      '推迟',
      '待定',
    ]);
  });

  it('names play types and positions', () => {
    expect(Object.keys(FOOTBALL_PLAY_TYPES)).toEqual(['1', '2', '3', '4', '5']);
    expect(Object.keys(FOOTBALL_POSITIONS)).toHaveLength(16);
    expect(FOOTBALL_POSITIONS.GK).toBe('守门员');
    expect(Object.keys(BASKETBALL_POSITIONS)).toEqual(['C', 'SF', 'PF', 'SG', 'PG', 'F', 'G']);
  });

  it('validates the league rank query with Chinese messages', () => {
    expect(ZLeagueRankQuerySchema.parse({ seasonId: '3' }).seasonId).toBe(3);
    expect(ZLeagueRankQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('缺少赛季参数 seasonId');
    expect(ZLeagueRankQuerySchema.safeParse({ seasonId: 'abc' }).error?.issues[0]?.message).toBe('seasonId 必须是正整数');
    expect(ZLeagueRankQuerySchema.safeParse({ seasonId: '0' }).error?.issues[0]?.message).toBe('seasonId 必须是正整数');
  });
});
