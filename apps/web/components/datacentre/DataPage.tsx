import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { DATACENTRE_ROUTES as R, parseRouteId, type TDatabaseList } from '@sports/contracts';
import { TabNav } from '@/components/ui/TabNav';
import { firstOf, queryIdOf } from '@/lib/route-params';
import { RoutePage } from '@/components/layout/RoutePage';
import { load } from './data.server';
import { FbLeaguePage, isFbStage, type TFbStage } from './FbLeaguePage';
import { LeagueSidebar } from './LeagueSidebar';
import { isLqStage, LqLeaguePage } from './LqLeaguePage';
import { LoadError, type TDataSport } from './parts';
import { FbPlayerPage, LqPlayerPage } from './PlayerPage';
import { FbTeamPage, LqTeamPage } from './TeamPage';

export type { TDataSport } from './parts';
export type TSearchParams = Record<string, string | string[] | undefined>;

const SPORT_TABS = [
  { label: '足球', href: '/database/fb/1', sport: 'fb' },
  { label: '篮球', href: '/database/lq/1', sport: 'lq' },
] as const;
const SPORT_OF = { fb: 'football', lq: 'basketball' } as const;

const databaseList = (sport: TDataSport) => load(R.database, { query: { sport: SPORT_OF[sport] } });

/** Data area frame: football/basketball switch, the league list beside the content. */
export async function DataPage({
  pattern,
  sport,
  current = null,
  list,
  children,
}: {
  pattern: string;
  sport: TDataSport;
  current?: number | null;
  list?: TDatabaseList | null;
  children: ReactNode;
}) {
  const tabs = SPORT_TABS.map((t) => ({ label: t.label, href: t.href, active: t.sport === sport }));
  const leagues = list === undefined ? await databaseList(sport) : list ? { ok: true as const, data: list } : null;
  return (
    <RoutePage
      pattern={pattern}
      nav={<TabNav variant="pill" items={tabs} />}
      actions={
        <Link href={`/database/${sport}/page`} className="text-xs text-primary">
          全部赛事
        </Link>
      }
    >
      <div className="flex items-start gap-4">
        {leagues?.ok ? <LeagueSidebar list={leagues.data} sport={sport} current={current} /> : null}
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </RoutePage>
  );
}

/** The competition a league path names, or (for the data home /database/{sport}/{id} with an id that is no such competition) the first hot one. */
function leagueOf(list: TDatabaseList | null, id: number | null, strict: boolean): number | null {
  if (id !== null && (strict || list?.list.some((l) => l.id === id))) return id;
  return list?.hot[0]?.id ?? list?.list[0]?.id ?? id;
}

/** Football catch-all: /database/fb/{league}/{season?}, /database/fb/team/{id}, /database/fb/player/{id}. */
async function footballPath(slug: string[], search: TSearchParams) {
  const [head, second] = slug;
  if (head === 'team' || head === 'player') {
    const id = parseRouteId(second);
    if (id === null || slug.length > 2) notFound();
    const body =
      head === 'team' ? <FbTeamPage teamId={id} seasonId={queryIdOf(search.season) ?? undefined} /> : <FbPlayerPage playerId={id} />;
    return (
      <DataPage pattern="/database/fb/[[...slug]]" sport="fb">
        {body}
      </DataPage>
    );
  }
  const ids = slug.map(parseRouteId);
  if (slug.length > 2 || ids.some((i) => i === null)) notFound();
  const list = await databaseList('fb');
  const data = list.ok ? list.data : null;
  const league = leagueOf(data, ids[0] ?? null, slug.length > 1);
  return (
    <DataPage pattern="/database/fb/[[...slug]]" sport="fb" current={league} list={data}>
      {league === null ? <LoadError message="暂无赛事数据" /> : <FbLeaguePage leagueId={league} seasonId={ids[1] ?? undefined} stage={1} />}
    </DataPage>
  );
}

/** Basketball catch-all: /database/lq/{league}/{season?}?stage=. */
async function basketballPath(slug: string[], search: TSearchParams) {
  const ids = slug.map(parseRouteId);
  if (slug.length > 2 || ids.some((i) => i === null)) notFound();
  const stage = firstOf(search.stage);
  const list = await databaseList('lq');
  const data = list.ok ? list.data : null;
  const league = leagueOf(data, ids[0] ?? null, slug.length > 1);
  return (
    <DataPage pattern="/database/lq/[[...slug]]" sport="lq" current={league} list={data}>
      {league === null ? (
        <LoadError message="暂无赛事数据" />
      ) : (
        <LqLeaguePage
          leagueId={league}
          seasonId={ids[1] ?? undefined}
          stage={isLqStage(stage) ? stage : 'standings'}
          month={firstOf(search.month)}
        />
      )}
    </DataPage>
  );
}

/** Page of the catch-alls /database/{fb,lq}/*. */
export function dataCatchAllPage(sport: TDataSport) {
  return async function Page({ params, searchParams }: { params: Promise<{ slug?: string[] }>; searchParams: Promise<TSearchParams> }) {
    const [{ slug = [] }, search] = await Promise.all([params, searchParams]);
    return sport === 'fb' ? footballPath(slug, search) : basketballPath(slug, search);
  };
}

/** The hot path /database/fb/hot/0/{league}/{season}/{stage}. */
export async function HotPathPage({
  league,
  season,
  stage,
  search,
}: {
  league: number;
  season: number;
  stage: number;
  search: TSearchParams;
}) {
  if (!isFbStage(stage)) notFound();
  return (
    <DataPage pattern="/database/fb/hot/0/[league]/[season]/[stage]" sport="fb" current={league}>
      <FbLeaguePage
        leagueId={league}
        seasonId={season}
        stage={stage as TFbStage}
        at={{ round: queryIdOf(search.round) ?? undefined, month: firstOf(search.month) }}
      />
    </DataPage>
  );
}

/** /database/lq/team/{id} and /database/lq/player/{id}. */
export async function LqEntityPage({ kind, id }: { kind: 'team' | 'player'; id: number | null }) {
  const pattern = `/database/lq/${kind}/[[...id]]`;
  return (
    <DataPage pattern={pattern} sport="lq">
      {id === null ? (
        <LoadError message={kind === 'team' ? '请从赛事排名中选择球队' : '请从球队阵容中选择球员'} />
      ) : kind === 'team' ? (
        <LqTeamPage teamId={id} />
      ) : (
        <LqPlayerPage playerId={id} />
      )}
    </DataPage>
  );
}
