'use client';
import type { TMatchLineup } from '@sports/contracts';
import { Panel } from '@/components/ui/Panel';
import { LineupPitch } from './LineupPitch';
import { useMatchLive } from './MatchLive';
import { PlayerStats } from './PlayerStats';
import { StatBars } from './StatBars';
import { TextLive } from './TextLive';
import { Timeline } from './Timeline';

/** 直播 tab of a football match: events, technical statistics and text live (all live), lineups and player statistics. */
export function FootballLive({ lineup }: { lineup: TMatchLineup | null }) {
  const { match, incidents, stats, text } = useMatchLive();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Panel title="比赛事件">
          <Timeline incidents={incidents} match={match} />
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
        <PlayerStats lineup={lineup} homeName={match.home.name} awayName={match.away.name} />
      </Panel>
    </div>
  );
}
