import Link from 'next/link';
import {
  addDays,
  shanghaiDate,
  weekdayOf,
  ZDateSchema,
  ZLeagueIdsSchema,
  type TLeagueGroup,
  type TLotteryIssue,
  type TMatchDate,
  type TScoreList,
} from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { NeedLogin } from '@/components/ui/NeedLogin';
import { ssrData, ssrGet } from '@/lib/api.server';
import { firstOf } from '@/lib/route-params';
import { loadSession } from '@/lib/session.server';
import { RoutePage } from '../common/RoutePage';
import { LeaguePicker } from './LeaguePicker';
import { ScoreBoard } from './ScoreBoard';
import { ScoreTabs } from './ScoreTabs';
import { filterPath, listCall, SCORE_TAB_DEFS, type TScoreTabDef } from './score-tabs';
import { TextLiveBoard } from './TextLiveBoard';

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

async function listPage(path: string, def: TScoreTabDef, sp: TSearchParams) {
  const rawDate = firstOf(sp.date);
  const date = rawDate && ZDateSchema.safeParse(rawDate).success ? rawDate : undefined;
  const issue = firstOf(sp.issue);
  const call = listCall(def.sport, def.type);
  const query = { ...call.query, date, issue: def.lottery ? issue : undefined };
  const [res, issues, dates] = await Promise.all([
    ssrGet<TScoreList>(call.path, query),
    def.lottery ? ssrData<TLotteryIssue[]>('/tapi/live/issue', [], { lotteryCode: def.lottery }) : Promise.resolve([]),
    def.calendar ? ssrData<TMatchDate[]>('/api/match/dates', []) : Promise.resolve([]),
  ]);
  // The feed's day (a sped-up simulator runs ahead of the wall clock), else Beijing's.
  const today = dates.find((d) => d.today)?.date ?? shanghaiDate(Date.now());
  const data = res.code === 200 ? (res.data as TScoreList) : null;
  return (
    <div className="flex flex-col gap-3">
      {def.calendar ? <DateBar path={path} calendar={def.calendar} date={data?.date ?? date ?? today} today={today} /> : null}
      {def.lottery ? <IssueBar path={path} issues={issues} current={data?.issue ?? null} /> : null}
      {data ? (
        <ScoreBoard
          key={`${path}?${data.date}&${data.issue}`}
          sport={def.sport}
          rows={data.list}
          serverNow={Date.now()}
          showNo={!!def.lottery}
          filter={{ path: filterPath(def.sport), query: { type: def.type, date: data.date, issue: data.issue ?? undefined } }}
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
    ssrData<TLeagueGroup[]>('/tapi/live/fb/league/names', []),
    ssrData<TScoreList | null>('/tapi/live/football/v1_1/live', null, { leagueIds: leagueIds?.join(',') }),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <LeaguePicker groups={groups} initial={leagueIds} />
      {list ? <ScoreBoard key={leagueIds?.join(',') ?? 'all'} sport="football" rows={list.list} serverNow={Date.now()} /> : <EmptyState />}
    </div>
  );
}

async function collectPage() {
  const { userInfo } = await loadSession();
  if (!userInfo) return <NeedLogin />;
  const list = await ssrData<TScoreList | null>('/tapi/live/football/v1_1/collect/list', null, { type: 1 });
  return <ScoreBoard sport="football" rows={list?.list ?? []} serverNow={Date.now()} dropUnstarred />;
}

async function textPage() {
  const list = await ssrData<TScoreList | null>('/tapi/live/basketball/match', null, { type: 'live' });
  return <TextLiveBoard rows={list?.list ?? []} serverNow={Date.now()} />;
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
