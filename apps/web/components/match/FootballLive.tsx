'use client';
import { useEffect, useMemo, useState } from 'react';
import {
  FOOTBALL_STATE,
  API_CALLS,
  type TMatchIncident,
  type TMatchLineup,
  type TOddsChange,
  type TScoreMatch,
  type TTextLiveLine,
} from '@sports/contracts';
import { call, isOk } from '@/lib/api';
import { Panel } from '@/components/ui/Panel';
import { LineupPitch } from './LineupPitch';
import { Momentum } from './Momentum';
import { useMatchLive } from './MatchLive';
import { mainHandicapChanges, oddsMarks, type TOddsMark } from './odds-marks';
import { PlayerStats } from './PlayerStats';
import { StatBars } from './StatBars';
import { TextLive } from './TextLive';
import { Timeline } from './Timeline';

/** The last minute the graph covers: the feed's minute while playing, else the last event's. */
function shownMinute(match: TScoreMatch, incidents: TMatchIncident[], text: TTextLiveLine[]): number {
  const last = Math.max(0, ...incidents.map((i) => i.minute), ...text.map((l) => l.minute ?? 0));
  return match.state === FOOTBALL_STATE.finished ? Math.max(90, last) : Math.max(match.minute ?? 0, last);
}

const hasStats = (l: TMatchLineup | null) => Boolean(l?.home.starters.some((p) => p.stats !== null));

/** The lineup as rendered, fetched again when the match ends while watched: player statistics are published at the whistle. */
function useFinalLineup(matchId: number, state: number, initial: TMatchLineup | null) {
  const [lineup, setLineup] = useState(initial);
  const finished = state === FOOTBALL_STATE.finished;
  const missing = !hasStats(lineup);
  useEffect(() => {
    if (!finished || !missing) return;
    let alive = true;
    void call(API_CALLS.fbMatchLineup, { query: { matchId: String(matchId) } }).then((res) => {
      if (alive && isOk(res)) setLineup(res.data);
    });
    return () => {
      alive = false;
    };
  }, [finished, missing, matchId]);
  return lineup;
}

/** The sharp in-play moves of the main bookmaker's Asian handicap, loaded once and extended by pushed changes. */
function useOddsMarks(matchId: number, lastOdds: TOddsChange | null | undefined): TOddsMark[] {
  const [history, setHistory] = useState<TOddsChange[]>([]);
  useEffect(() => {
    let alive = true;
    void call(API_CALLS.matchOddsHistory, { query: { matchId: String(matchId), market: 'handicap' } }).then((res) => {
      if (alive && isOk(res)) setHistory(mainHandicapChanges(res.data));
    });
    return () => {
      alive = false;
    };
  }, [matchId]);
  // A pushed change of the main bookmaker's handicap extends the history (applied once, during render).
  const [applied, setApplied] = useState<TOddsChange | null>(null);
  if (lastOdds && lastOdds !== applied) {
    setApplied(lastOdds);
    const main = history[0]?.bookmakerId;
    if (lastOdds.market === 'handicap' && lastOdds.bookmakerId === main && !history.some((c) => c.changedAt === lastOdds.changedAt)) {
      setHistory((prev) => [...prev, lastOdds]);
    }
  }
  return useMemo(() => oddsMarks(history), [history]);
}

/** 直播 tab of a football match: events, technical statistics and text live (all live), lineups and player statistics. */
export function FootballLive({ lineup: initial }: { lineup: TMatchLineup | null }) {
  const { match, incidents, stats, text, lastOdds } = useMatchLive();
  const marks = useOddsMarks(match.id, lastOdds);
  const lineup = useFinalLineup(match.id, match.state, initial);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Panel title="比赛事件">
          <Momentum incidents={incidents} text={text} minute={shownMinute(match, incidents, text)} />
          <Timeline incidents={incidents} match={match} oddsMarks={marks} />
        </Panel>
        <Panel title="技术统计">
          <StatBars stats={stats} />
        </Panel>
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <Panel title="文字直播">
          <TextLive lines={text} />
        </Panel>
        <Panel title="阵容">
          <LineupPitch lineup={lineup} homeName={match.home.name} awayName={match.away.name} />
        </Panel>
      </div>
      <Panel title="球员统计">
        <PlayerStats
          lineup={lineup}
          homeName={match.home.name}
          awayName={match.away.name}
          finished={match.state === FOOTBALL_STATE.finished}
        />
      </Panel>
    </div>
  );
}
