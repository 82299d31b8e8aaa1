import dynamic from 'next/dynamic';
import Link from '@/components/ui/Link';
import { API_ROUTES as R, addDays, shanghaiDate, weekdayOf, ZDateSchema, ZLeagueIdsSchema, type TLotteryIssue } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { dataOr } from '@/lib/api-answer';
import { sharedCall, ssrCall } from '@/lib/api.server';
import { firstOf } from '@/lib/route-params';
import { loadViewer } from '@/lib/session.server';
import { RoutePage } from '@/components/layout/RoutePage';
import { packRows } from './list-rows';
import { ScoreBoard } from './ScoreBoard';
import { ScoreTabs } from './ScoreTabs';
import { filterQueryOf, FOOTBALL_OWN_LISTS, SCORE_TAB_DEFS, type TScoreTabDef } from './score-tabs';

// The parts of one kind of tab load with that tab only, not with every score list (decision 0048).
const LeaguePicker = dynamic(() => import('./LeaguePicker').then((m) => m.LeaguePicker));
const NeedLogin = dynamic(() => import('@/components/ui/NeedLogin').then((m) => m.NeedLogin));
const TextLiveBoard = dynamic(() => import('./TextLiveBoard').then((m) => m.TextLiveBoard));

export type TSearchParams = Record<string, string | string[] | undefined>;

/** 完场: the last seven days up to today; 赛程: today and the six days after. */
function DateBar({ path, calendar, date, today }: { path: string; calendar: 'past' | 'future'; date: string; today: string }) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, calendar === 'past' ? i - 6 : i));
  if (calendar === 'past') days.reverse();
  return (
    <nav className="flex flex-wrap gap-1.5" data-testid="date-bar" aria-label="选择日期">
      {days.map((d) => {
        const on = d === date;
        return (
          <Link
            key={d}
            href={`${path}?date=${d}`}
            aria-current={on ? 'page' : undefined}
            className={`flex w-[84px] flex-col items-center rounded border py-1 text-xs ${on ? 'border-primary bg-primary text-white' : 'border-line bg-surface text-ink hover:border-primary hover:text-primary'}`}
          >
            <span className="tabular-nums">{d.slice(5).replace('-', '/')}</span>
            <span className={on ? 'text-white/80' : 'text-muted'}>{d === today ? '今天' : weekdayOf(d)}</span>
          </Link>
        );
      })}
    </nav>
  );
}

/** The issues of a lottery, newest first, the one shown highlighted. */
function IssueBar({ path, issues, current }: { path: string; issues: TLotteryIssue[]; current: string | null }) {
  if (issues.length === 0) return null;
  return (
    <nav className="flex flex-wrap items-center gap-1.5 text-xs" data-testid="issue-bar" aria-label="选择期号">
      <span className="text-muted">期号：</span>
      {issues.map((i) => {
        const on = i.issue === current;
        return (
          <Link
            key={i.id}
            href={`${path}?issue=${i.issue}`}
            aria-current={on ? 'page' : undefined}
            className={`rounded-full border px-2.5 py-0.5 tabular-nums ${on ? 'border-primary bg-primary text-white' : 'border-line text-ink hover:border-primary hover:text-primary'}`}
          >
            {i.issue}
            {i.current ? '（在售）' : ''}
          </Link>
        );
      })}
    </nav>
  );
}

/** The call that lists a tab's matches, with the type in the query when the path does not name it. */
function fetchList(def: TScoreTabDef, query: { date?: string; issue?: string }) {
  // Without the visitor's stars: the page is the same for everyone, the board stars the visitor's (decision 0051).
  if (def.sport === 'basketball') return sharedCall(R.basketballMatches, { query: { ...query, type: def.type } });
  const own = FOOTBALL_OWN_LISTS[def.type];
  return own ? sharedCall(own, { query }) : sharedCall(R.footballMatches, { query: { ...query, type: def.type } });
}

async function listPage(path: string, def: TScoreTabDef, sp: TSearchParams) {
  const rawDate = firstOf(sp.date);
  const date = rawDate && ZDateSchema.safeParse(rawDate).success ? rawDate : undefined;
  const issue = firstOf(sp.issue);
  const [res, issues, dates] = await Promise.all([
    fetchList(def, { date, issue: def.lottery ? issue : undefined }),
    def.lottery ? ssrCall(R.lotteryIssues, { query: { lotteryCode: def.lottery } }).then((r) => dataOr(r, [])) : Promise.resolve([]),
    def.calendar ? ssrCall(R.matchDates).then((r) => dataOr(r, [])) : Promise.resolve([]),
  ]);
  // The feed's day (a sped-up simulator runs ahead of the wall clock), else Beijing's.
  const today = dates.find((d) => d.today)?.date ?? shanghaiDate(Date.now());
  const data = dataOr(res, null);
  return (
    <div className="flex flex-col gap-3">
      {def.calendar ? <DateBar path={path} calendar={def.calendar} date={data?.date ?? date ?? today} today={today} /> : null}
      {def.lottery ? <IssueBar path={path} issues={issues} current={data?.issue ?? null} /> : null}
      {data ? (
        <ScoreBoard
          key={`${path}?${data.date}&${data.issue}`}
          sport={def.sport}
          rows={packRows(def.sport, data.list)}
          serverNow={Date.now()}
          showNo={!!def.lottery}
          filter={filterQueryOf(def, data.date, data.issue ?? undefined)}
        />
      ) : (
        <EmptyState text={res.message || undefined} />
      )}
    </div>
  );
}

async function selectPage(sp: TSearchParams) {
  const parsed = ZLeagueIdsSchema.safeParse(firstOf(sp.leagueIds) ?? '');
  const leagueIds = parsed.success ? parsed.data : null;
  const [groups, list] = await Promise.all([
    ssrCall(R.leagueNames).then((r) => dataOr(r, [])),
    sharedCall(R.footballLive, { query: { leagueIds: leagueIds?.join(',') } }).then((r) => dataOr(r, null)),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <LeaguePicker groups={groups} initial={leagueIds} />
      {list ? (
        <ScoreBoard key={leagueIds?.join(',') ?? 'all'} sport="football" rows={packRows('football', list.list)} serverNow={Date.now()} />
      ) : (
        <EmptyState />
      )}
    </div>
  );
}

async function collectPage() {
  const userInfo = await loadViewer();
  if (!userInfo) return <NeedLogin />;
  const list = dataOr(await ssrCall(R.collectList, { query: { type: 1 } }), null);
  return <ScoreBoard sport="football" rows={packRows('football', list?.list ?? [])} serverNow={Date.now()} dropUnstarred />;
}

async function textPage() {
  const list = dataOr(await sharedCall(R.basketballMatches, { query: { type: 'live' } }), null);
  return <TextLiveBoard rows={packRows('basketball', list?.list ?? [])} serverNow={Date.now()} />;
}

/** A live-score page (/football…, /basketball…): sport and market tabs over the tab's content. */
export async function ScorePage({ path, searchParams = {} }: { path: string; searchParams?: TSearchParams }) {
  const def = SCORE_TAB_DEFS[path];
  const nav = <ScoreTabs sport={def.sport} active={path} />;
  const body =
    def.kind === 'select'
      ? await selectPage(searchParams)
      : def.kind === 'collect'
        ? await collectPage()
        : def.kind === 'text'
          ? await textPage()
          : await listPage(path, def, searchParams);
  return (
    <RoutePage pattern={path} nav={nav}>
      {body}
    </RoutePage>
  );
}
