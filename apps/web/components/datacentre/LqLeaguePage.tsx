import Link from 'next/link';
import { BASKET_RANK_TYPES, DATACENTRE_ROUTES as R, type TBasketRankType } from '@sports/contracts';
import { TabNav } from '@/components/ui/TabNav';
import { load } from './data.server';
import { LeaderTable } from './Leaders';
import { BasketTable } from './LqTables';
import { LoadError, MatchTable } from './parts';

/** Stages of a basketball season page (?stage=). */
export const LQ_STAGES = { standings: '排名', schedule: '赛程赛果', ...BASKET_RANK_TYPES } as const;
export type TLqStage = keyof typeof LQ_STAGES;
export const isLqStage = (s: string | undefined): s is TLqStage => s !== undefined && s in LQ_STAGES;

const href = (league: number, season: number, stage: TLqStage) => `/database/lq/${league}/${season}?stage=${stage}`;

async function StageBody({ season, stage }: { season: number; stage: TLqStage }) {
  if (stage === 'standings') {
    const t = await load(R.basketStatsSeason, { body: { seasonId: season } });
    return t.ok ? <BasketTable rows={t.data.rows} /> : <LoadError message={t.message} />;
  }
  if (stage === 'schedule') {
    const s = await load(R.basketSchedule, { query: { seasonId: String(season) } });
    return s.ok ? <MatchTable matches={[...s.data.matches].reverse()} sport="lq" /> : <LoadError message={s.message} />;
  }
  const type = stage as TBasketRankType;
  const b = await load(R.basketStatsRank, { body: { seasonId: season, type } });
  return b.ok ? (
    <LeaderTable board={b.data} sport="lq" valueLabel={`场均${BASKET_RANK_TYPES[type]}`} extraLabel="场次" />
  ) : (
    <LoadError message={b.message} />
  );
}

/** A basketball competition's season page: season switcher, stage tabs and the stage. */
export async function LqLeaguePage({ leagueId, seasonId, stage }: { leagueId: number; seasonId?: number; stage: TLqStage }) {
  const league = await load(R.basketLeagueData, { query: { leagueId: String(leagueId) } });
  if (!league.ok) return <LoadError message={league.message} />;
  const season = seasonId ?? league.data.seasons[0]?.id;
  if (season === undefined) return <LoadError message="该赛事暂无赛季数据" />;
  if (!league.data.seasons.some((s) => s.id === season)) return <LoadError message="该赛事没有这个赛季" />;
  const tabs = (Object.keys(LQ_STAGES) as TLqStage[]).map((k) => ({
    label: LQ_STAGES[k],
    href: href(league.data.id, season, k),
    active: k === stage,
  }));
  return (
    <div className="space-y-4" data-testid="league-page">
      <header className="flex items-center gap-3">
        <span className="h-8 w-8 rounded" style={{ background: league.data.color }} />
        <div>
          <h2 className="text-lg font-semibold" data-testid="league-name">
            {league.data.name}
          </h2>
          <p className="text-xs text-muted">{league.data.countrys}</p>
        </div>
      </header>
      <nav aria-label="赛季" className="flex flex-wrap items-center gap-1.5 text-xs" data-testid="season-switcher">
        <span className="text-muted">赛季：</span>
        {league.data.seasons.map((s) => (
          <Link
            key={s.id}
            href={href(league.data.id, s.id, stage)}
            aria-current={s.id === season ? 'page' : undefined}
            className={`rounded-full border px-2.5 py-0.5 ${s.id === season ? 'border-primary bg-primary text-white' : 'border-line hover:text-primary'}`}
          >
            {s.name}
          </Link>
        ))}
      </nav>
      <TabNav items={tabs} />
      <StageBody season={season} stage={stage} />
    </div>
  );
}
