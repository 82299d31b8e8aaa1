import {
  addDays,
  BASKETBALL_STATE,
  FOOTBALL_STATE,
  isMatchLive,
  SCORE_DATE_RANGE,
  shanghaiDate,
  shanghaiDayStart,
  type TLotteryCode,
  type TScoreList,
  type TScoreListQuery,
  type TScoreListType,
  type TScoreMatch,
  type TSport,
  weekdayOf,
} from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { AppError } from '../../http/errors';
import { presentScoreRow, rowOdds } from './scores-presenter';
import type { LotteryNumberRow, MatchFilter, OddsRow, OpenMatchQuery, ScoreMatchRow, ScoresRepository } from './scores-repository';
import { scoreListCache, type ScoreListVersion, type SharedList } from './scores-list-cache';
import type { LotteryCode } from './tables';

const DAY = 24 * 3600_000;

/** A match in brief: enough for a title ("home vs away"), its kick-off and whether it is over. */
export interface TMatchCard {
  id: number;
  sport: TSport;
  state: number;
  kickoffAt: number;
  home: string;
  away: string;
}

/** State groups per sport: playing, still to come, over. */
export const STATE_GROUPS: Record<TSport, { live: number[]; upcoming: number[]; finished: number[] }> = {
  football: {
    live: [
      FOOTBALL_STATE.firstHalf,
      FOOTBALL_STATE.halfTime,
      FOOTBALL_STATE.secondHalf,
      FOOTBALL_STATE.extraTime,
      FOOTBALL_STATE.penalties,
    ],
    upcoming: [FOOTBALL_STATE.notStarted, FOOTBALL_STATE.postponed, FOOTBALL_STATE.toBeDetermined],
    finished: [FOOTBALL_STATE.finished, FOOTBALL_STATE.abandoned, FOOTBALL_STATE.cancelled],
  },
  basketball: {
    live: [2, 3, 4, 5, 6, 7, 8, 9],
    upcoming: [BASKETBALL_STATE.notStarted, BASKETBALL_STATE.delayed, BASKETBALL_STATE.toBeDetermined],
    finished: [BASKETBALL_STATE.finished, BASKETBALL_STATE.cancelled, BASKETBALL_STATE.abandoned],
  },
};

/** The lottery a list type shows, if any (SPEC §9 market types; 足彩 is `lottery` on the wire). */
export const LIST_LOTTERY: Partial<Record<TScoreListType, LotteryCode>> = { jczq: 'jczq', bjdc: 'bjdc', lottery: 'zc', jclq: 'jclq' };

/** Live first, then those still to come, then the rest; pinned matches above all. */
const liveRank = (m: TScoreMatch) => (isMatchLive(m.sport, m.state) ? 0 : STATE_GROUPS[m.sport].finished.includes(m.state) ? 2 : 1);
export const liveOrder = (a: TScoreMatch, b: TScoreMatch) =>
  Number(b.top) - Number(a.top) || liveRank(a) - liveRank(b) || a.kickoffAt - b.kickoffAt || a.id - b.id;
const topFirst = (a: TScoreMatch, b: TScoreMatch) => Number(b.top) - Number(a.top) || a.kickoffAt - b.kickoffAt || a.id - b.id;

/** Score lists and calendars over the feed's tables. */
export function scoresService(repo: ScoresRepository, now: () => number = Date.now, listVersion?: ScoreListVersion) {
  const today = () => shanghaiDate(now());
  /**
   * A shared list's cache key. The keys of unfiltered lists (no date, issue or leagues: most
   * requests) are kept for the day, so a request does not build and hash a new key string.
   */
  const plainKeys = { day: '', football: new Map<string, string>(), basketball: new Map<string, string>() };
  const keyOf = (sport: TSport, type: TScoreListType, day: string, q: TScoreListQuery) =>
    `${sport}|${type}|${day}|${q.date ?? ''}|${q.issue ?? ''}|${q.leagueIds?.join(',') ?? '*'}`;
  const listKey = (sport: TSport, type: TScoreListType, q: TScoreListQuery): string => {
    const day = today();
    if (q.date !== undefined || q.issue !== undefined || q.leagueIds !== undefined) return keyOf(sport, type, day, q);
    if (plainKeys.day !== day) {
      plainKeys.football.clear();
      plainKeys.basketball.clear();
      plainKeys.day = day;
    }
    const keys = plainKeys[sport];
    let key = keys.get(type);
    if (key === undefined) keys.set(type, (key = keyOf(sport, type, day, q)));
    return key;
  };
  // Its entries age by the wall clock (the feed's clock may run faster in a simulation).
  const shared = scoreListCache(listVersion);

  /** A requested day, checked against the range the lists serve. */
  function dayOf(date: string | undefined): string {
    const t = today();
    const d = date ?? t;
    if (d < addDays(t, -SCORE_DATE_RANGE.past) || d > addDays(t, SCORE_DATE_RANGE.future)) {
      throw new AppError('BAD_REQUEST', `日期超出可查询范围（${SCORE_DATE_RANGE.past}天前至${SCORE_DATE_RANGE.future}天后）`);
    }
    return d;
  }
  const dayWindow = (d: string) => ({ from: shanghaiDayStart(d), to: shanghaiDayStart(d) + DAY });

  async function issueFor(code: LotteryCode, issue: string | undefined) {
    if (issue !== undefined) {
      const found = await repo.findIssue(code, issue);
      if (!found) throw new AppError('NOT_FOUND', '该期不存在');
      return found;
    }
    return repo.currentIssue(code, now());
  }

  /** Rows with their odds, lottery numbers and the caller's stars. */
  async function present(
    rows: ScoreMatchRow[],
    opts: { userId?: number | null; codes?: LotteryCode[]; numbers?: LotteryNumberRow[]; odds?: OddsRow[] } = {},
  ): Promise<TScoreMatch[]> {
    const ids = rows.map((r) => Number(r.id));
    const [odds, numbers, favourites] = await Promise.all([
      opts.odds ?? repo.mainOddsOf(ids),
      opts.numbers ?? (opts.codes ? repo.lotteryNumbers(ids, { codes: opts.codes }) : Promise.resolve([])),
      opts.userId ? repo.favouriteIds(opts.userId, ids) : Promise.resolve(new Set<number>()),
    ]);
    const oddsBy = new Map<number, OddsRow[]>();
    for (const o of odds) {
      const list = oddsBy.get(Number(o.match_id)) ?? [];
      list.push(o);
      oddsBy.set(Number(o.match_id), list);
    }
    const numberBy = new Map<number, (typeof numbers)[number]>();
    for (const n of numbers) if (!numberBy.has(Number(n.match_id))) numberBy.set(Number(n.match_id), n);
    return rows.map((r) => {
      const id = Number(r.id);
      const n = numberBy.get(id);
      return presentScoreRow(r, {
        odds: rowOdds(oddsBy.get(id) ?? [], { preMatch: STATE_GROUPS[r.sport as TSport].finished.includes(Number(r.state)) }),
        lottery: n ? { no: n.match_no, handicap: n.handicap === null ? null : Number(n.handicap) } : null,
        collected: favourites.has(id),
      });
    });
  }

  /** What a list type and query select, before presenting. */
  async function selectList(sport: TSport, type: TScoreListType, q: TScoreListQuery) {
    const groups = STATE_GROUPS[sport];
    const base: MatchFilter = { sport, leagueIds: q.leagueIds };
    const code = LIST_LOTTERY[type];
    if (code) {
      const issue = await issueFor(code, q.issue);
      if (!issue) return { filter: null, date: today(), issue: null, code };
      return { filter: { ...base, issueId: Number(issue.id) }, date: today(), issue, code };
    }
    const date = dayOf(q.date);
    const window = dayWindow(date);
    if (type === 'end') return { filter: { ...base, ...window, states: groups.finished }, date, issue: null, code: null };
    if (type === 'next') return { filter: { ...base, ...window, states: groups.upcoming }, date, issue: null, code: null };
    // 即时: the day's matches, plus matches still being played that kicked off before it.
    const isToday = date === today();
    return { filter: { ...base, ...window, orStates: isToday ? groups.live : undefined }, date, issue: null, code: null };
  }

  async function list(sport: TSport, type: TScoreListType, q: TScoreListQuery, userId?: number | null): Promise<TScoreList> {
    const sel = await selectList(sport, type, q);
    if (!sel.filter) return { list: [], totalNumber: 0, date: sel.date, issue: null };
    const rows = await repo.listMatches(sel.filter);
    // A lottery tab's numbers are read once: they label the rows and give their order.
    const numbers = sel.issue
      ? await repo.lotteryNumbers(
          rows.map((r) => Number(r.id)),
          { issueId: Number(sel.issue.id) },
        )
      : undefined;
    const out = await present(rows, { userId, numbers });
    if (numbers) {
      const sortOf = new Map(numbers.map((n) => [Number(n.match_id), Number(n.sort)]));
      out.sort((a, b) => (sortOf.get(a.id) ?? 0) - (sortOf.get(b.id) ?? 0) || a.id - b.id);
    } else out.sort(type === 'live' ? liveOrder : topFirst);
    return { list: out, totalNumber: out.length, date: sel.date, issue: sel.issue?.issue ?? null };
  }

  return {
    today,
    dayOf,
    list,
    present,
    selectList,

    /**
     * A list as every visitor sees it (no stars), from the cache of the feed's version, with its
     * answer serialised once; null when lists are not cached (no version known).
     */
    sharedList(sport: TSport, type: TScoreListType, q: TScoreListQuery): SharedList | null | Promise<SharedList | null> {
      return shared.get(listKey(sport, type, q), sport, () => list(sport, type, q));
    },

    /** Which of these matches the user has starred. */
    favouriteIdsAmong: (userId: number, matchIds: number[]) => repo.favouriteIds(userId, matchIds),

    async match(id: number, userId?: number | null): Promise<TScoreMatch> {
      const row = await repo.getMatch(id);
      if (!row) throw new AppError('NOT_FOUND', '比赛不存在');
      return itemAt(await present([row], { userId, codes: ['jczq', 'jclq', 'bjdc', 'zc'] }), 0, 'presented match');
    },

    async matchExists(id: number): Promise<boolean> {
      return Boolean(await repo.getMatch(id));
    },

    /** Rows of matches by id (for odds refresh and favourites), in the order given. */
    async matchesByIds(ids: number[], userId?: number | null): Promise<TScoreMatch[]> {
      const byId = new Map((await repo.getMatches(ids)).map((r) => [Number(r.id), r]));
      const rows = ids.map((id) => byId.get(id)).filter((r): r is ScoreMatchRow => !!r);
      return present(rows, { userId });
    },

    /** What other capabilities show of a match (a room's bound match, a booking's check), by id; unknown ids left out. */
    async matchCardsByIds(ids: number[]): Promise<Map<number, TMatchCard>> {
      const rows = await repo.matchCards([...new Set(ids)]);
      return new Map(
        rows.map((r) => [
          Number(r.id),
          { id: Number(r.id), sport: r.sport, state: Number(r.state), kickoffAt: Number(r.kickoff_at), home: r.home, away: r.away },
        ]),
      );
    },

    /** Open (not over) matches by kick-off, for anchors to bind and users to book: one page of ids and the total. */
    openMatches: (q: OpenMatchQuery) => repo.openMatches(q),

    /** The caller's favourite matches of a sport: upcoming and live first, then the latest finished. */
    async favourites(sport: TSport, userId: number): Promise<TScoreList> {
      const rows = await repo.listMatches({ sport, favouritesOf: userId });
      const out = (await present(rows, { userId, codes: sport === 'football' ? ['jczq'] : ['jclq'] })).sort(liveOrder);
      return { list: out, totalNumber: out.length, date: today(), issue: null };
    },

    async collect(userId: number, matchId: number, sport: TSport, on: boolean) {
      const row = await repo.getMatch(matchId);
      if (!row) throw new AppError('NOT_FOUND', '比赛不存在');
      if (row.sport !== sport) throw new AppError('BAD_REQUEST', sport === 'football' ? '该比赛不是足球比赛' : '该比赛不是篮球比赛');
      if (on) await repo.addFavourite(userId, matchId, sport, now());
      else await repo.removeFavourite(userId, matchId);
      return { matchId, collected: on };
    },

    async issues(code: TLotteryCode) {
      const rows = await repo.listIssues(code, 10);
      const current = await repo.currentIssue(code, now());
      const counts = await repo.issueMatchCounts(rows.map((r) => Number(r.id)));
      return rows.map((r) => ({
        id: Number(r.id),
        lotteryCode: r.lottery_code,
        issue: r.issue,
        saleStartAt: Number(r.sale_start_at),
        saleEndAt: Number(r.sale_end_at),
        current: current !== undefined && Number(current.id) === Number(r.id),
        matchCount: counts.get(Number(r.id)) ?? 0,
      }));
    },

    /** Days with matches from yesterday to a week ahead, with how many (both sports). */
    async matchDates() {
      const t = today();
      const days = Array.from({ length: 9 }, (_, i) => addDays(t, i - 1));
      const rows = await repo.kickoffsBetween(
        shanghaiDayStart(itemAt(days, 0, 'first listed day')),
        shanghaiDayStart(itemAt(days, -1, 'last listed day')) + DAY,
      );
      const counts = new Map<string, number>();
      for (const r of rows) {
        const d = shanghaiDate(Number(r.kickoff_at));
        counts.set(d, (counts.get(d) ?? 0) + 1);
      }
      return days.map((d) => ({ date: d, weekday: weekdayLabel(d, t), count: counts.get(d) ?? 0, today: d === t }));
    },
  };
}
export type ScoresService = ReturnType<typeof scoresService>;

/** 今天, 明天, 昨天, else 周x. */
export function weekdayLabel(date: string, today: string): string {
  if (date === today) return '今天';
  if (date === addDays(today, 1)) return '明天';
  if (date === addDays(today, -1)) return '昨天';
  return weekdayOf(date);
}
