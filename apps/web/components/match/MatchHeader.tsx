'use client';
import { isMatchLive, matchStateText, type TMatchHeader, type TScoreTeam } from '@sports/contracts';
import { basketballStatus, footballStatus } from '@/components/scores/score-format';
import { useNow } from '@/components/scores/useLiveRows';
import { LiveRooms } from './LiveRooms';
import { useMatchLive } from './MatchLive';

const dateFmt = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function Team({ team }: { team: TScoreTeam }) {
  return (
    <div className="flex w-48 flex-col items-center gap-2">
      <img src={team.logo} alt="" width={64} height={64} className="h-16 w-16 rounded-full bg-white object-contain p-1" />
      <span className="text-center text-lg font-semibold">
        {team.name}
        {team.rank ? <span className="ml-1 text-xs font-normal opacity-80">[{team.rank}]</span> : null}
      </span>
    </div>
  );
}

/** The header of every tab: teams, competition, kick-off, state or running minute, score and counts, live from the match topic. */
export function MatchHeader({ header }: { header: TMatchHeader }) {
  const { match: m, serverNow } = useMatchLive();
  const now = useNow(serverNow);
  const football = m.sport === 'football';
  const live = isMatchLive(m.sport, m.state);
  const status = football ? footballStatus(m, now) : { text: basketballStatus(m, now), running: live };
  const notStarted = m.state === 1;
  return (
    <section
      data-testid="match-header"
      data-state={m.state}
      className="rounded-lg bg-gradient-to-r from-[#1d3b2a] to-[#25543a] px-6 py-5 text-white shadow-sm"
    >
      <p className="text-center text-sm opacity-90">
        <span style={{ backgroundColor: m.competition.color }} className="mr-2 rounded px-1.5 py-0.5 text-xs">
          {m.competition.shortName}
        </span>
        {header.competitionName} {header.seasonName}
        {m.roundName ? ` · ${m.roundName}` : ''} · {dateFmt.format(new Date(m.kickoffAt))}
        {header.venue ? ` · ${header.venue}` : ''}
      </p>
      <div className="mt-4 flex items-center justify-center gap-10">
        <Team team={m.home} />
        <div className="flex w-56 flex-col items-center gap-1">
          <span data-testid="match-status" className={`text-sm ${status.running ? 'text-yellow-300' : 'opacity-90'}`}>
            {status.running && football ? `${status.text}'` : status.text || matchStateText(m.sport, m.state)}
          </span>
          <span data-testid="match-score" className="text-4xl font-bold tabular-nums">
            {notStarted ? 'VS' : `${m.homeScore} - ${m.awayScore}`}
          </span>
          {football && m.homeHalfScore !== null && m.awayHalfScore !== null ? (
            <span className="text-xs opacity-80">
              半场 {m.homeHalfScore} - {m.awayHalfScore}
            </span>
          ) : null}
          {m.homePenaltyScore !== null && m.awayPenaltyScore !== null ? (
            <span className="text-xs opacity-80">
              点球 {m.homePenaltyScore} - {m.awayPenaltyScore}
            </span>
          ) : null}
          {football && !notStarted ? <Counts m={m} /> : null}
        </div>
        <Team team={m.away} />
      </div>
      <LiveRooms matchId={m.id} sport={m.sport} />
    </section>
  );
}

function Counts({ m }: { m: ReturnType<typeof useMatchLive>['match'] }) {
  const cell = (label: string, color: string, home: number | null, away: number | null) =>
    home === null && away === null ? null : (
      <span className="flex items-center gap-1" title={label}>
        <i className={`inline-block h-3 w-2 rounded-[1px] ${color}`} aria-hidden />
        <span className="sr-only">{label}</span>
        {home ?? 0}-{away ?? 0}
      </span>
    );
  return (
    <div className="mt-1 flex items-center gap-3 text-xs tabular-nums" data-testid="match-counts">
      {cell('红牌', 'bg-red-500', m.homeRed, m.awayRed)}
      {cell('黄牌', 'bg-yellow-400', m.homeYellow, m.awayYellow)}
      {m.homeCorner !== null || m.awayCorner !== null ? (
        <span title="角球">
          角 {m.homeCorner ?? 0}-{m.awayCorner ?? 0}
        </span>
      ) : null}
    </div>
  );
}
