import { describe, expect, it } from 'vitest';
import {
  addDays,
  basketballClock,
  clockText,
  handicapLineText,
  issueMatchNumber,
  jingcaiNumber,
  lotteryBusinessDay,
  matchMinute,
  numberJingcaiDay,
  oddsText,
  overUnderLineText,
  quarterTimeLeft,
  shanghaiDate,
  shanghaiDayStart,
  weekdayOf,
  ZCollectQuerySchema,
  ZDateSchema,
  ZLeagueIdsSchema,
  ZLotteryIssueQuerySchema,
  ZSportIdQuerySchema,
} from './index';

const MIN = 60_000;
const start = Date.UTC(2026, 10, 18, 12, 0);

describe('matchMinute', () => {
  it('counts the first half from its start: the first minute is 1, then 45+ past the half', () => {
    const m = { state: 2, periodStartAt: start };
    expect(matchMinute(m, start)).toBe('1');
    expect(matchMinute(m, start + 59_999)).toBe('1');
    expect(matchMinute(m, start + 60_000)).toBe('2');
    expect(matchMinute(m, start + 44 * MIN + 30_000)).toBe('45');
    expect(matchMinute(m, start + 45 * MIN)).toBe('45+');
    expect(matchMinute(m, start + 49 * MIN)).toBe('45+');
  });

  it('continues from 46 in the second half and shows 90+ past full time', () => {
    const m = { state: 4, periodStartAt: start };
    expect(matchMinute(m, start)).toBe('46');
    expect(matchMinute(m, start + 20 * MIN)).toBe('66');
    expect(matchMinute(m, start + 44 * MIN)).toBe('90');
    expect(matchMinute(m, start + 46 * MIN)).toBe('90+');
  });

  it('runs extra time from 91 to 120+', () => {
    const m = { state: 5, periodStartAt: start };
    expect(matchMinute(m, start + 5 * MIN)).toBe('96');
    expect(matchMinute(m, start + 31 * MIN)).toBe('120+');
  });

  it('has no minute when the ball is not rolling', () => {
    for (const state of [0, 1, 3, 7, 8, 9, 10, 11, 12, 13])
      expect(matchMinute({ state, periodStartAt: start }, start + 10 * MIN), String(state)).toBeNull();
    expect(matchMinute({ state: 2, periodStartAt: null }, start)).toBeNull();
  });

  it('follows a feed that reports minutes ahead of the wall clock (a sped-up feed)', () => {
    expect(matchMinute({ state: 2, periodStartAt: start, minute: 30 }, start + MIN)).toBe('30');
    expect(matchMinute({ state: 2, periodStartAt: null, minute: 47 }, start)).toBe('45+');
    expect(matchMinute({ state: 4, periodStartAt: start, minute: 72 }, start + 2 * MIN)).toBe('72');
    // The clock wins when it is ahead of an old report.
    expect(matchMinute({ state: 4, periodStartAt: start, minute: 50 }, start + 20 * MIN)).toBe('66');
  });
});

describe('basketball clock and status texts', () => {
  it('formats the game clock', () => {
    expect(clockText(307)).toBe('05:07');
    expect(clockText(42.9)).toBe('00:42');
    expect(clockText(-3)).toBe('00:00');
  });

  it('counts the time left down only while a quarter runs', () => {
    expect(quarterTimeLeft(4, 300, start, start + 20_000)).toBe(280);
    expect(quarterTimeLeft(4, 10, start, start + 20_000)).toBe(0);
    expect(quarterTimeLeft(5, 0, start, start + 20_000)).toBe(0);
    expect(quarterTimeLeft(3, 600, start, start + 60_000)).toBe(600);
    expect(quarterTimeLeft(4, null, start, start)).toBeNull();
    expect(quarterTimeLeft(4, 300, start + 60_000, start)).toBe(300);
  });

  it('shows quarter and clock while playing, the state text otherwise', () => {
    expect(basketballClock(4, 307)).toBe('第二节 05:07');
    expect(basketballClock(9, 61)).toBe('加时 01:01');
    expect(basketballClock(5, 0)).toBe('第二节完');
    expect(basketballClock(10, null)).toBe('完场');
  });
});

describe('line strings', () => {
  it('shows football handicap and over/under lines as half-ball strings', () => {
    expect([0, 0.25, 0.5, 0.75, 1].map((l) => handicapLineText('football', l))).toEqual(['平手', '平/半', '半球', '半/一', '一球']);
    expect(handicapLineText('football', -0.75)).toBe('受让半/一');
    expect(overUnderLineText('football', 2.5)).toBe('两球半');
    expect(overUnderLineText('football', 2.75)).toBe('两球半/三');
    expect(overUnderLineText('football', 3)).toBe('三球');
  });

  it('keeps basketball lines as points, the giving side with a minus', () => {
    expect(handicapLineText('basketball', 5.5)).toBe('-5.5');
    expect(handicapLineText('basketball', -3.5)).toBe('+3.5');
    expect(handicapLineText('basketball', 0)).toBe('0');
    expect(overUnderLineText('basketball', 215.5)).toBe('215.5');
  });

  it('prints odds with two decimals', () => {
    expect(oddsText(1.9)).toBe('1.90');
    expect(oddsText(null)).toBe('-');
  });
});

describe('lottery numbering', () => {
  it('numbers 竞彩 matches by the business day that runs noon to noon in Beijing', () => {
    // Wednesday 2026-11-18 20:00 Beijing is 12:00 UTC.
    expect(lotteryBusinessDay(Date.UTC(2026, 10, 18, 12))).toBe('2026-11-18');
    // Thursday 03:00 Beijing still belongs to Wednesday's list …
    expect(lotteryBusinessDay(Date.UTC(2026, 10, 18, 19))).toBe('2026-11-18');
    // … Thursday 12:00 Beijing opens Thursday's.
    expect(lotteryBusinessDay(Date.UTC(2026, 10, 19, 4))).toBe('2026-11-19');
    expect(weekdayOf('2026-11-18')).toBe('周三');
    expect(jingcaiNumber('2026-11-18', 1)).toBe('周三001');
    expect(jingcaiNumber('2026-11-22', 17)).toBe('周日017');
    expect(() => jingcaiNumber('2026-11-18', 0)).toThrow(RangeError);
    expect(() => jingcaiNumber('2026-11-18', 1000)).toThrow(RangeError);
  });

  it('numbers a day in kick-off order, ties by id', () => {
    const day = numberJingcaiDay('2026-11-18', [
      { id: 9, kickoffAt: 300 },
      { id: 3, kickoffAt: 100 },
      { id: 2, kickoffAt: 300 },
    ]);
    expect([...day.entries()]).toEqual([
      [3, '周三001'],
      [2, '周三002'],
      [9, '周三003'],
    ]);
  });

  it('numbers 北单 and 足彩 within an issue', () => {
    expect(issueMatchNumber('bjdc', 7)).toBe('007');
    expect(issueMatchNumber('zc', 7)).toBe('7');
  });

  it('works with Beijing dates across month ends', () => {
    expect(shanghaiDate(Date.UTC(2026, 10, 30, 16))).toBe('2026-12-01');
    expect(shanghaiDayStart('2026-12-01')).toBe(Date.UTC(2026, 10, 30, 16));
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('score query schemas', () => {
  it('accepts real dates only', () => {
    expect(ZDateSchema.parse('2026-11-20')).toBe('2026-11-20');
    for (const bad of ['2026-13-01', '2026-02-30', '20261120', 'today', '']) {
      expect(ZDateSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe('日期格式不正确，应为 YYYY-MM-DD');
    }
  });

  it('parses league id lists', () => {
    expect(ZLeagueIdsSchema.parse('3,1,3')).toEqual([3, 1]);
    expect(ZLeagueIdsSchema.safeParse('1,,2').success).toBe(false);
    expect(ZLeagueIdsSchema.safeParse('0').success).toBe(false);
  });

  it('checks sport ids, lottery codes and favourite types with Chinese messages', () => {
    expect(ZSportIdQuerySchema.parse({ sportId: '2' }).sportId).toBe(2);
    expect(ZSportIdQuerySchema.safeParse({ sportId: '3' }).error?.issues[0]?.message).toBe('sportId 只能是 1（足球）或 2（篮球）');
    expect(ZLotteryIssueQuerySchema.safeParse({ lotteryCode: 'x' }).error?.issues[0]?.message).toBe(
      'lotteryCode 只能是 jczq、bjdc、zc、jclq 之一',
    );
    expect(ZCollectQuerySchema.parse({ matchId: '5' })).toMatchObject({ matchId: 5, type: 1 });
    expect(ZCollectQuerySchema.safeParse({ matchId: '5', type: '3' }).error?.issues[0]?.message).toBe('type 只能是 1（足球）或 2（篮球）');
  });
});
