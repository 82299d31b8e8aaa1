'use client';
import { useEffect, useRef, useState } from 'react';
import { API_CALLS, type TBasketballPlayerLine, type TBasketballStats, type TScoreMatch } from '@sports/contracts';
import { call, isOk } from '@/lib/api';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { boxTrigger, refetchDelay, type TBoxWatch } from './box-refresh';
import { useMatchLive } from './MatchLive';
import { StatBars } from './StatBars';
import { TextLive } from './TextLive';

const PERIODS = ['第一节', '第二节', '第三节', '第四节'];

/** Points per quarter and overtime, and the total. */
function QuarterTable({ m }: { m: TScoreMatch }) {
  const home = m.homeQuarterScores ?? [];
  const away = m.awayQuarterScores ?? [];
  const n = Math.max(4, home.length, away.length);
  const head = Array.from({ length: n }, (_, i) => PERIODS[i] ?? `加时${i - 3}`);
  if (home.length === 0 && away.length === 0) return <EmptyState text="比赛尚未开始" />;
  return (
    <table className="w-full text-center text-sm" data-testid="quarter-scores">
      <thead className="bg-tint text-muted">
        <tr>
          <th className="px-2 py-1 text-left font-normal">球队</th>
          {head.map((h) => (
            <th key={h} className="px-2 py-1 font-normal">
              {h}
            </th>
          ))}
          <th className="px-2 py-1 font-normal">总分</th>
        </tr>
      </thead>
      <tbody>
        {[
          [m.home.name, home, m.homeScore],
          [m.away.name, away, m.awayScore],
        ].map(([name, qs, total]) => (
          <tr key={name as string} className="border-t border-line tabular-nums">
            <td className="px-2 py-1 text-left">{name as string}</td>
            {head.map((h, i) => (
              <td key={h} className="px-2 py-1">
                {(qs as number[])[i] ?? '-'}
              </td>
            ))}
            <td className="px-2 py-1 font-bold text-red-600">{total as number}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const COLS: [string, (p: TBasketballPlayerLine) => string | number][] = [
  ['号', (p) => p.shirtNumber ?? ''],
  ['球员', (p) => p.name],
  ['位置', (p) => p.position],
  ['时间', (p) => p.minutesPlayed],
  ['得分', (p) => p.points],
  ['投篮', (p) => `${p.fieldGoalsScored}/${p.fieldGoalsTotal}`],
  ['命中率', (p) => `${p.fieldGoalsAccuracy}%`],
  ['三分', (p) => `${p.threePointsScored}/${p.threePointsTotal}`],
  ['三分率', (p) => `${p.threePointsAccuracy}%`],
  ['罚球', (p) => `${p.freeThrowsScored}/${p.freeThrowsTotal}`],
  ['罚球率', (p) => `${p.freeThrowsAccuracy}%`],
  ['篮板', (p) => p.rebounds],
  ['前场', (p) => p.offensiveRebounds],
  ['后场', (p) => p.defensiveRebounds],
  ['助攻', (p) => p.assists],
  ['助攻占比', (p) => `${p.assistRate}%`],
  ['抢断', (p) => p.steals],
  ['盖帽', (p) => p.blocks],
  ['失误', (p) => p.turnovers],
  ['犯规', (p) => p.fouls],
];

function BoxScore({ name, coach, players }: { name: string; coach: string | null; players: TBasketballPlayerLine[] }) {
  return (
    <table className="w-full text-center text-xs" data-testid="box-score">
      <caption className="py-1 text-left text-sm font-semibold">
        {name}
        {coach ? <span className="ml-3 text-xs font-normal text-muted">主教练：{coach}</span> : null}
      </caption>
      <thead className="bg-tint text-muted">
        <tr>
          {COLS.map(([h]) => (
            <th key={h} className="px-1 py-1 font-normal">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {players.map((p) => (
          <tr key={p.playerId} className={`border-t border-line tabular-nums ${p.starter ? '' : 'text-muted'}`}>
            {COLS.map(([h, f]) => (
              <td key={h} className="px-1 py-1">
                {f(p)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The basketball box score, starting from the server-rendered one and re-fetched (throttled) while
 * the match is live whenever the match topic pushes statistics or a state change, plus once at the end.
 */
function useLiveBoxScore(initial: TBasketballStats | null): TBasketballStats | null {
  const { match, stats } = useMatchLive();
  const [box, setBox] = useState(initial);
  const matchId = match.id;
  const state = match.state;
  const prev = useRef<TBoxWatch>({ stats, state });
  const lastFetchAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, []);

  useEffect(() => {
    const next: TBoxWatch = { stats, state };
    const delay = refetchDelay(boxTrigger(prev.current, next), lastFetchAt.current, Date.now());
    prev.current = next;
    // A pending request already covers this event (it fires after it, so it sees its data).
    if (delay === null || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      lastFetchAt.current = Date.now();
      void call(API_CALLS.bkMatchStats, { query: { matchId: String(matchId) } }).then((res) => {
        if (alive.current && isOk(res)) setBox(res.data);
      });
    }, delay);
  }, [stats, state, matchId]);

  return box;
}

/** 直播 tab of a basketball match: quarter scores, team statistics, box scores (re-fetched while live) and text live. */
export function BasketballLive({ box: initial }: { box: TBasketballStats | null }) {
  const { match, stats, text } = useMatchLive();
  const box = useLiveBoxScore(initial);
  const hasBox = box && box.home.some((p) => p.minutesPlayed > 0 || p.points > 0);
  return (
    <div className="space-y-4">
      <Panel title="各节比分">
        <QuarterTable m={match} />
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="球队统计">
          <StatBars stats={stats.length ? stats : (box?.stats ?? [])} />
        </Panel>
        <Panel title="文字直播">
          <TextLive lines={text} />
        </Panel>
      </div>
      <Panel title="球员技术统计">
        {box && hasBox ? (
          <div className="space-y-4 overflow-x-auto">
            <BoxScore name={match.home.name} coach={box.homeCoach} players={box.home} />
            <BoxScore name={match.away.name} coach={box.awayCoach} players={box.away} />
          </div>
        ) : (
          <EmptyState text="本场比赛暂无球员统计" />
        )}
      </Panel>
    </div>
  );
}
