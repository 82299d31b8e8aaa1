import { BASKET_RANK_TYPES, DATACENTRE_ROUTES as R, type TBasketRankType } from '@sports/contracts';
import { TabNav } from '@/components/ui/TabNav';
import { load } from './data.server';
import { LeagueHeader, pickSeason } from './LeagueHeader';
import { LeaderTable } from './Leaders';
import { BasketStandings } from './LqTables';
import { LoadError, MatchTable } from './parts';

/** Stages of a basketball season page (?stage=). */
export const LQ_STAGES = { standings: '排名', schedule: '赛程赛果', ...BASKET_RANK_TYPES } as const;
export type TLqStage = keyof typeof LQ_STAGES;
export const isLqStage = (s: string | undefined): s is TLqStage => s !== undefined && s in LQ_STAGES;

const href = (league: number, season: number, stage: TLqStage) => `/database/lq/${league}/${season}?stage=${stage}`;

async function StageBody({ season, stage }: { season: number; stage: TLqStage }) {
  if (stage === 'standings') {
    const t = await load(R.basketStatsSeason, { body: { seasonId: season } });
    return t.ok ? <BasketStandings table={t.data} /> : <LoadError message={t.message} />;
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
  const picked = pickSeason(league.data, seasonId);
  if (!picked.ok) return <LoadError message={picked.message} />;
  const { season } = picked;
  const tabs = (Object.keys(LQ_STAGES) as TLqStage[]).map((k) => ({
    label: LQ_STAGES[k],
    href: href(league.data.id, season, k),
    active: k === stage,
  }));
  return (
    <div className="space-y-4" data-testid="league-page">
      <LeagueHeader
        league={league.data}
        season={season}
        subtitle={league.data.countrys}
        seasonHref={(id) => href(league.data.id, id, stage)}
      />
      <TabNav items={tabs} />
      <StageBody season={season} stage={stage} />
    </div>
  );
}
