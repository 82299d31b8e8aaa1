import { BASKET_RANK_TYPES, DATACENTRE_ROUTES as R, type TBasketRankType } from '@sports/contracts';
import { TabNav } from '@/components/ui/TabNav';
import { load } from './data.server';
import { LeagueHeader, pickSeason } from './LeagueHeader';
import { LeaderTable } from './Leaders';
import { BasketStandings } from './LqTables';
import { LoadError, MatchTable, MonthPicker } from './parts';

/** Stages of a basketball season page (?stage=). */
export const LQ_STAGES = { standings: '排名', schedule: '赛程赛果', ...BASKET_RANK_TYPES } as const;
export type TLqStage = keyof typeof LQ_STAGES;
export const isLqStage = (s: string | undefined): s is TLqStage => s !== undefined && s in LQ_STAGES;

const href = (league: number, season: number, stage: TLqStage, month?: string) =>
  `/database/lq/${league}/${season}?stage=${stage}${month ? `&month=${month}` : ''}`;

/** One month of the season's games (the current month first), with the month picker. */
async function Schedule({ league, season, month }: { league: number; season: number; month?: string }) {
  const s = await load(R.basketSchedule, { query: { seasonId: String(season), month } });
  if (!s.ok) return <LoadError message={s.message} />;
  return (
    <div className="space-y-3">
      <MonthPicker months={s.data.months} shown={s.data.month} href={(m) => href(league, season, 'schedule', m)} />
      <MatchTable matches={s.data.matches} sport="lq" />
    </div>
  );
}

async function StageBody({ league, season, stage, month }: { league: number; season: number; stage: TLqStage; month?: string }) {
  if (stage === 'standings') {
    const t = await load(R.basketStatsSeason, { body: { seasonId: season } });
    return t.ok ? <BasketStandings table={t.data} /> : <LoadError message={t.message} />;
  }
  if (stage === 'schedule') return <Schedule league={league} season={season} month={month} />;
  const type = stage as TBasketRankType;
  const b = await load(R.basketStatsRank, { body: { seasonId: season, type } });
  return b.ok ? (
    <LeaderTable board={b.data} sport="lq" valueLabel={`场均${BASKET_RANK_TYPES[type]}`} extraLabel="场次" />
  ) : (
    <LoadError message={b.message} />
  );
}

/** A basketball competition's season page: season switcher, stage tabs and the stage. */
export async function LqLeaguePage({
  leagueId,
  seasonId,
  stage,
  month,
}: {
  leagueId: number;
  seasonId?: number;
  stage: TLqStage;
  /** The schedule's month (?month=YYYY-MM); the server refuses a malformed one in Chinese. */
  month?: string;
}) {
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
      <StageBody league={league.data.id} season={season} stage={stage} month={month} />
    </div>
  );
}
