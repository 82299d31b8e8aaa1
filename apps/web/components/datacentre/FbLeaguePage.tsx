import { DATACENTRE_ROUTES as R } from '@sports/contracts';
import { TabNav } from '@/components/ui/TabNav';
import { load } from './data.server';
import { SeasonTables } from './FbTables';
import { LeagueHeader, pickSeason } from './LeagueHeader';
import { LeaderTable, TeamStatsTable } from './Leaders';
import { LoadError, MatchTable, MonthPicker, SlicePicker } from './parts';

/** Stages of a football season page, by the number in the hot path /database/fb/hot/0/{league}/{season}/{stage}. */
export const FB_STAGES = { 1: '积分榜', 2: '赛程赛果', 3: '射手榜', 4: '助攻榜', 5: '球队数据' } as const;
export type TFbStage = keyof typeof FB_STAGES;
export const isFbStage = (n: number): n is TFbStage => n in FB_STAGES;

/** A stage's path, at one round or month of the schedule when given. */
export const stageHref = (league: number, season: number, stage: TFbStage, at: { round?: number; month?: string } = {}) =>
  `/database/fb/hot/0/${league}/${season}/${stage}${at.round ? `?round=${at.round}` : at.month ? `?month=${at.month}` : ''}`;

/** Where a schedule is: a round (seasons played in rounds) or a month (the others), from the query. */
interface ScheduleAt {
  round?: number;
  month?: string;
}

/** One stage of a season: tables, schedule by round or month, scorers, assists or team statistics. */
async function StageBody({ league, season, stage, at }: { league: number; season: number; stage: TFbStage; at: ScheduleAt }) {
  if (stage === 1) {
    const t = await load(R.fbStatsSeason, { body: { seasonId: season } });
    return t.ok ? <SeasonTables tables={t.data} /> : <LoadError message={t.message} />;
  }
  if (stage === 3 || stage === 4) {
    const b = await load(R.fbStatsRank, { body: { seasonId: season, type: stage === 3 ? 'goals' : 'assists' } });
    if (!b.ok) return <LoadError message={b.message} />;
    return <LeaderTable board={b.data} sport="fb" valueLabel={stage === 3 ? '进球' : '助攻'} extraLabel={stage === 3 ? '点球' : ''} />;
  }
  if (stage === 5) {
    const s = await load(R.fbTeamStatsTable, { query: { seasonId: String(season) } });
    return s.ok ? <TeamStatsTable list={s.data.list} /> : <LoadError message={s.message} />;
  }
  return <Schedule league={league} season={season} at={at} />;
}

/**
 * Schedule and results of one round (the current one first) with the round picker, or, for a
 * season without rounds (the simulated leagues play the year through), of one month (the current
 * one first) with the month picker.
 */
async function Schedule({ league, season, at }: { league: number; season: number; at: ScheduleAt }) {
  const detail = await load(R.seasonById, { query: { seasonId: String(season) } });
  if (!detail.ok) return <LoadError message={detail.message} />;
  const byRound = detail.data.rounds.length > 0;
  const round = byRound ? (at.round ?? detail.data.currentRoundId ?? undefined) : undefined;
  const list = await load(R.fbSchedule, {
    query: { seasonId: String(season), roundId: round === undefined ? undefined : String(round), month: byRound ? undefined : at.month },
  });
  const picker = byRound ? (
    <SlicePicker
      label="轮次"
      testId="round-picker"
      items={detail.data.rounds.map((r) => ({
        key: r.id,
        text: r.name,
        href: stageHref(league, season, 2, { round: r.id }),
        on: r.id === round,
      }))}
    />
  ) : list.ok ? (
    <MonthPicker months={list.data.months} shown={list.data.month} href={(month) => stageHref(league, season, 2, { month })} />
  ) : null;
  return (
    <div className="space-y-3">
      {picker}
      {list.ok ? <MatchTable matches={list.data.matches} sport="fb" /> : <LoadError message={list.message} />}
    </div>
  );
}

/** A football competition's season page: header, season switcher, stage tabs and the stage. */
export async function FbLeaguePage({
  leagueId,
  seasonId,
  stage,
  at = {},
}: {
  leagueId: number;
  seasonId?: number;
  stage: TFbStage;
  at?: ScheduleAt;
}) {
  const league = await load(R.fbLeagueData, { query: { leagueId: String(leagueId) } });
  if (!league.ok) return <LoadError message={league.message} />;
  const picked = pickSeason(league.data, seasonId);
  if (!picked.ok) return <LoadError message={picked.message} />;
  const { season } = picked;
  const tabs = (Object.keys(FB_STAGES) as unknown as TFbStage[]).map((k) => ({
    label: FB_STAGES[k],
    href: stageHref(league.data.id, season, Number(k) as TFbStage),
    active: Number(k) === stage,
  }));
  return (
    <div className="space-y-4" data-testid="league-page">
      <LeagueHeader
        league={league.data}
        season={season}
        subtitle={`${league.data.countrys} · ${league.data.kind === 'cup' ? '杯赛' : '联赛'}`}
        seasonHref={(id) => stageHref(league.data.id, id, stage)}
      />
      <TabNav items={tabs} />
      <StageBody league={league.data.id} season={season} stage={stage} at={at} />
    </div>
  );
}
