import {
  handicapLineText,
  isMatchLive,
  type TCountryCount,
  type THandicapCount,
  type TLeagueCount,
  type TLeagueGroup,
  type TScoreListQuery,
  type TScoreListType,
  type TScoreMatch,
  type TSport,
  type TToday,
  type TZhiLiveRow,
  weekdayOf,
} from '@sports/contracts';
import { AppError } from '../../http/errors';
import { currentOdds, oddsPhase, presentTextLine, rowOdds } from './scores-presenter';
import type { ScoresRepository } from './scores-repository';
import { liveOrder, STATE_GROUPS, type ScoresService } from './scores-service';

/** Areas of the league filter in the order they are listed; anything else after them. */
export const AREAS = ['欧洲', '美洲', '亚洲', '非洲', '大洋洲', '国际'] as const;
const areaRank = (a: string) => {
  const i = (AREAS as readonly string[]).indexOf(a);
  return i < 0 ? AREAS.length : i;
};

/** League filters, calendars and boards built on the score lists. */
export function scoreBoards(repo: ScoresRepository, svc: ScoresService) {
  /** A list's rows as selected, unpresented: for counting, where odds and stars are not needed. */
  async function listRows(sport: TSport, type: TScoreListType, q: TScoreListQuery) {
    const sel = await svc.selectList(sport, type, q);
    return { rows: sel.filter ? await repo.listMatches(sel.filter) : [], date: sel.date };
  }

  /** A list's matches counted per competition, hot leagues first. */
  async function leagueCounts(sport: TSport, type: TScoreListType, q: Omit<TScoreListQuery, 'leagueIds'>): Promise<TLeagueCount[]> {
    const counts = new Map<number, number>();
    for (const r of (await listRows(sport, type, q)).rows)
      counts.set(Number(r.competition_id), (counts.get(Number(r.competition_id)) ?? 0) + 1);
    const comps = await repo.listCompetitions(sport);
    return comps
      .filter((c) => counts.has(Number(c.id)))
      .map((c) => ({
        id: Number(c.id),
        name: c.name,
        shortName: c.short_name,
        color: c.color,
        country: c.country,
        area: c.area,
        hot: Number(c.hot) === 1,
        count: counts.get(Number(c.id)) ?? 0,
        sort: Number(c.sort),
      }))
      .sort((a, b) => Number(b.hot) - Number(a.hot) || a.sort - b.sort || a.id - b.id)
      .map(({ sort: _sort, ...rest }) => rest);
  }

  return {
    leagueCounts,

    async leagueFilter(sport: TSport, type: TScoreListType, q: Omit<TScoreListQuery, 'leagueIds'>) {
      const list = await leagueCounts(sport, type, q);
      return { list, totalNumber: list.length };
    },

    /** The same counts grouped by country, areas in filter order. */
    async countries(sport: TSport, type: TScoreListType, q: Omit<TScoreListQuery, 'leagueIds'>): Promise<TCountryCount[]> {
      const byCountry = new Map<string, TCountryCount>();
      for (const l of await leagueCounts(sport, type, q)) {
        const c = byCountry.get(l.country) ?? { country: l.country, area: l.area, count: 0, leagues: [] };
        c.count += l.count;
        c.leagues.push(l);
        byCountry.set(l.country, c);
      }
      return [...byCountry.values()].sort(
        (a, b) => areaRank(a.area) - areaRank(b.area) || b.count - a.count || a.country.localeCompare(b.country, 'zh'),
      );
    },

    /** Handicap lines of a list's matches with how many matches open on each, for 盘路 filtering. */
    async handicapCounts(sport: TSport, type: TScoreListType, q: TScoreListQuery): Promise<THandicapCount[]> {
      const { list } = await svc.list(sport, type, q);
      const counts = new Map<number, number>();
      for (const m of list) if (m.odds.handicap) counts.set(m.odds.handicap.line, (counts.get(m.odds.handicap.line) ?? 0) + 1);
      return [...counts.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([line, count]) => ({ line, text: handicapLineText(sport, line), count }));
    },

    /** SPEC §3 football league names: the hot group, then areas with their countries and leagues. */
    async leagueNames(sport: TSport): Promise<TLeagueGroup[]> {
      const comps = await repo.listCompetitions(sport);
      const league = (c: (typeof comps)[number]) => ({
        id: Number(c.id),
        name: c.name,
        shortName: c.short_name,
        color: c.color,
        hot: Number(c.hot) === 1,
      });
      const hot = comps.filter((c) => Number(c.hot) === 1);
      const hotGroup: TLeagueGroup = {
        id: 0,
        name: '热门',
        countrys: hot.length ? [{ id: 0, name: '热门赛事', leagues: hot.map(league) }] : [],
      };
      const areas = [...new Set(comps.map((c) => c.area))].sort((a, b) => areaRank(a) - areaRank(b) || a.localeCompare(b, 'zh'));
      let countryId = 0;
      const groups = areas.map((area, i) => {
        const inArea = comps.filter((c) => c.area === area);
        const countries = [...new Set(inArea.map((c) => c.country))];
        return {
          id: i + 1,
          name: area,
          countrys: countries.map((name) => ({ id: ++countryId, name, leagues: inArea.filter((c) => c.country === name).map(league) })),
        };
      });
      return [hotGroup, ...groups];
    },

    /** Football today: the Beijing date and how many matches are live, to come and over. */
    async today(sport: TSport): Promise<TToday> {
      const { rows, date } = await listRows(sport, 'live', {});
      const states = rows.map((r) => Number(r.state));
      const g = STATE_GROUPS[sport];
      return {
        date,
        weekday: weekdayOf(date),
        total: states.length,
        live: states.filter((s) => isMatchLive(sport, s)).length,
        notStarted: states.filter((s) => g.upcoming.includes(s)).length,
        finished: states.filter((s) => g.finished.includes(s)).length,
      };
    },

    /** Hot matches (pinned, or in hot leagues) of a day: live first, then to come, then over. */
    async hotMatches(sports: TSport[], opts: { date?: string; limit?: number; userId?: number | null } = {}): Promise<TScoreMatch[]> {
      const out: TScoreMatch[] = [];
      for (const sport of sports) {
        const sel = await svc.selectList(sport, 'live', { date: opts.date });
        if (!sel.filter) continue;
        const rows = await repo.listMatches({ ...sel.filter, hotOnly: true });
        out.push(...(await svc.present(rows, { userId: opts.userId })));
      }
      out.sort(liveOrder);
      return opts.limit ? out.slice(0, opts.limit) : out;
    },

    /** Every match of a Beijing day, both sports, in kick-off order. */
    async schedule(date: string | undefined, userId?: number | null): Promise<TScoreMatch[]> {
      const lists = await Promise.all((['football', 'basketball'] as const).map((s) => svc.list(s, 'live', { date }, userId)));
      return lists.flatMap((l) => l.list).sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
    },

    /** The current odds of the first bookmaker for each match asked for. */
    async liveOdds(ids: number[]) {
      const odds = await repo.mainOddsOf(ids);
      return ids.map((id) => ({ matchId: id, odds: rowOdds(odds.filter((o) => Number(o.match_id) === id)) }));
    },

    /** 指数直播: live and upcoming matches of today with every bookmaker's opening and current lines. */
    async zhiLive(sport: TSport): Promise<TZhiLiveRow[]> {
      // The day's odds are read once: they price the list's rows and fill each bookmaker's lines.
      const { rows } = await listRows(sport, 'live', {});
      const odds = await repo.oddsOf(rows.map((r) => Number(r.id)));
      const list = (await svc.present(rows, { odds })).sort(liveOrder);
      const open = list.filter((m) => !STATE_GROUPS[sport].finished.includes(m.state)).slice(0, 100);
      const market = (rows: typeof odds, name: (typeof odds)[number]['market']) => {
        const r = rows.find((o) => o.market === name);
        return { open: r ? oddsPhase(r, 'open') : null, now: r ? currentOdds(r) : null };
      };
      return open.map((match) => {
        const mine = odds.filter((o) => Number(o.match_id) === match.id);
        // One name per bookmaker id (joined from the bookmaker table), in the order the rows first name them.
        const bookmakers = new Map(mine.map((o) => [Number(o.bookmaker_id), o.bookmaker_name]));
        return {
          match,
          bookmakers: [...bookmakers].map(([id, name]) => {
            const rows = mine.filter((o) => Number(o.bookmaker_id) === id);
            return {
              id,
              name,
              europe: market(rows, 'europe'),
              handicap: market(rows, 'handicap'),
              overUnder: market(rows, 'overunder'),
            };
          }),
        };
      });
    },

    /** Latest text-live lines of a match, newest first. */
    async textLive(matchId: number) {
      if (!(await svc.matchExists(matchId))) throw new AppError('NOT_FOUND', '比赛不存在');
      return (await repo.textLive(matchId, 200)).map(presentTextLine);
    },
  };
}
export type ScoreBoards = ReturnType<typeof scoreBoards>;
