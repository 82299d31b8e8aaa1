import fs from 'node:fs';
import { assert, describe, expect, it } from 'vitest';
import { badgeLetters, teamBadgeSvg } from './badge';
import { parseOpenfootball } from './openfootball';
import { teamName } from './team-names';
import { zonedTimeToUtc } from './zoned-time';
import { OPENFOOTBALL_DIR as DATA_DIR, readOpenfootball as readData } from './test-data';

describe('zonedTimeToUtc', () => {
  it('converts local kick-off times to UTC, summer time included', () => {
    expect(new Date(zonedTimeToUtc('2022-08-05', '20:00', 'Europe/London')).toISOString()).toBe('2022-08-05T19:00:00.000Z');
    expect(new Date(zonedTimeToUtc('2023-01-14', '12:30', 'Europe/London')).toISOString()).toBe('2023-01-14T12:30:00.000Z');
    expect(new Date(zonedTimeToUtc('2025-03-01', '19:35', 'Asia/Shanghai')).toISOString()).toBe('2025-03-01T11:35:00.000Z');
    expect(new Date(zonedTimeToUtc('2022-11-20', '19:00', 'Asia/Qatar')).toISOString()).toBe('2022-11-20T16:00:00.000Z');
  });
});

describe('team names', () => {
  it('maps spelling variants of one club to one team and keeps unmapped names in English', () => {
    expect(teamName('Aston Villa')).toMatchObject({ en: 'Aston Villa FC', shortName: '维拉', mapped: true });
    expect(teamName('Manchester City FC').shortName).toBe('曼城');
    expect(teamName('Jiāngsū Sūníng')).toMatchObject({ en: 'Jiangsu Suning', name: '江苏苏宁易购' });
    expect(teamName('  Atlético  Ottawa ')).toEqual({
      en: 'Atlético Ottawa',
      name: 'Atlético Ottawa',
      shortName: 'Atlético Ottawa',
      mapped: false,
    });
  });

  it('has a Chinese name for every team in the data files', () => {
    for (const file of fs.readdirSync(DATA_DIR)) {
      const season = parseOpenfootball(file, readData(file));
      expect(
        season.teams.filter((t) => !teamName(t).mapped),
        file,
      ).toEqual([]);
    }
  });
});

describe('parseOpenfootball', () => {
  it('reads a league season with rounds, results and half-time scores', () => {
    const s = parseOpenfootball('2022-23_en.1.json', readData('2022-23_en.1.json'));
    expect(s.competition.shortName).toBe('英超');
    expect(s.seasonName).toBe('2022/23');
    expect(s.rounds).toHaveLength(38);
    expect(s.rounds[0]).toEqual({ nameEn: 'Matchday 1', name: '第1轮', kind: 'league', sort: 1 });
    expect(s.matches).toHaveLength(380);
    expect(s.matches.every((m) => m.state === 8 && m.ht !== null)).toBe(true);
    // The file leaves out score.ht for goalless draws.
    const goalless = s.matches.find((m) => m.homeEn === 'Wolverhampton Wanderers FC' && m.awayEn === 'Fulham FC');
    assert.isDefined(goalless);
    expect(goalless.ht).toEqual([0, 0]);
  });

  it('keeps unplayed and postponed matches of a season in progress', () => {
    const s = parseOpenfootball('2025_cn.1.json', readData('2025_cn.1.json'));
    expect(s.competition.shortName).toBe('中超');
    expect(s.seasonName).toBe('2025');
    const postponed = s.matches.find(
      (m) => m.homeEn === 'Beijing Guoan' && m.awayEn === 'Qingdao West Coast' && m.roundNameEn === 'Matchday 6',
    );
    assert.isDefined(postponed);
    expect(postponed.state).toBe(9);
    expect(new Date(postponed.kickoffAt).toISOString()).toBe('2025-04-10T16:00:00.000Z');
    expect(s.matches.filter((m) => m.state === 1).length).toBeGreaterThan(100);
  });

  it('turns World Cup goals into ordered incidents with stoppage time, penalties and own goals', () => {
    const s = parseOpenfootball('worldcup_2022.json', readData('worldcup_2022.json'));
    expect(s.competition.shortName).toBe('世界杯');
    const final = s.matches.find((m) => m.roundNameEn === 'Final');
    assert.isDefined(final);
    expect(final).toMatchObject({ ft: [2, 2], et: [3, 3], penalties: [4, 2], state: 8 });
    expect(final.goals.map((g) => [g.minute, g.side, g.type, g.score.join('-')])).toEqual([
      [23, 'home', 'penalty', '1-0'],
      [36, 'home', 'goal', '2-0'],
      [80, 'away', 'penalty', '2-1'],
      [81, 'away', 'goal', '2-2'],
      [108, 'home', 'goal', '3-2'],
      [118, 'away', 'penalty', '3-3'],
    ]);
    const all = s.matches.flatMap((m) => m.goals);
    expect(all).toHaveLength(172);
    expect(all.filter((g) => g.type === 'own_goal')).toHaveLength(2);
    expect(all.find((g) => g.playerName === 'Wout Werghost' && g.addedMinute === 11)).toMatchObject({ minute: 90, score: [2, 2] });
    // Ghana-Uruguay has no score.ht; it is derived from the goals (26', 32').
    expect(s.matches.find((m) => m.homeEn === 'Ghana' && m.awayEn === 'Uruguay')?.ht).toEqual([0, 2]);
    expect(s.matches.find((m) => m.groupName === 'A组')).toBeDefined();
  });

  it('rejects files it cannot read with a Chinese message', () => {
    expect(() => parseOpenfootball('2022-23_en.1.json', '{oops')).toThrow('文件不是有效的 JSON');
    expect(() => parseOpenfootball('2022-23_en.1.json', '{"name":"x","matches":[{"round":"1"}]}')).toThrow('文件格式不正确');
    expect(() => parseOpenfootball('2022_pt.1.json', '{"name":"Primeira Liga","matches":[]}')).toThrow('无法识别赛事');
  });
});

describe('generated badges', () => {
  it('draws the same escaped SVG for the same team', () => {
    const svg = teamBadgeSvg({ name_en: 'Brighton & Hove Albion FC', short_name: '布莱顿' });
    expect(svg).toBe(teamBadgeSvg({ name_en: 'Brighton & Hove Albion FC', short_name: '布莱顿' }));
    expect(svg).toContain('>布莱<');
    expect(teamBadgeSvg({ name_en: 'A & B', short_name: 'A & B' })).toContain('<title>A &amp; B</title>');
    expect(badgeLetters('Atlético Ottawa')).toBe('AO');
  });
});
