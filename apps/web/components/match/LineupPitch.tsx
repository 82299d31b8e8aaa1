import { FOOTBALL_POSITIONS, type TLineupPlayer, type TMatchLineup, type TTeamLineup } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';

/** Order of a position from goal outwards, so a formation's lines fill from the keeper forwards. */
const DEPTH: Record<string, number> = {
  GK: 0,
  G: 0,
  DL: 1,
  DC: 1,
  DR: 1,
  D: 1,
  DM: 2,
  ML: 3,
  MC: 3,
  MR: 3,
  M: 3,
  AM: 4,
  LW: 5,
  RW: 5,
  ST: 6,
  F: 6,
};
const ACROSS: Record<string, number> = { DL: 0, ML: 0, LW: 0, DC: 1, MC: 1, DM: 1, AM: 1, ST: 1, F: 1, M: 1, D: 1, DR: 2, MR: 2, RW: 2 };

/** Starters split into lines by the formation (4-3-3 → keeper, 4, 3, 3); without one, by position depth. */
export function formationLines(t: TTeamLineup): TLineupPlayer[][] {
  const sorted = [...t.starters].sort(
    (a, b) => (DEPTH[a.position] ?? 3) - (DEPTH[b.position] ?? 3) || (ACROSS[a.position] ?? 1) - (ACROSS[b.position] ?? 1),
  );
  const counts = t.formation?.split('-').map(Number) ?? [];
  if (sorted.length === 0) return [];
  if (counts.length && counts.every((n) => n > 0) && counts.reduce((a, b) => a + b, 0) === sorted.length - 1) {
    const lines = [sorted.slice(0, 1)];
    let at = 1;
    for (const n of counts) {
      lines.push(sorted.slice(at, at + n));
      at += n;
    }
    return lines;
  }
  const byDepth = new Map<number, TLineupPlayer[]>();
  for (const p of sorted) byDepth.set(DEPTH[p.position] ?? 3, [...(byDepth.get(DEPTH[p.position] ?? 3) ?? []), p]);
  return [...byDepth.values()];
}

function Dot({ p, side }: { p: TLineupPlayer; side: 'home' | 'away' }) {
  return (
    <div
      className="flex w-16 flex-col items-center text-[11px] text-white"
      title={FOOTBALL_POSITIONS[p.position as keyof typeof FOOTBALL_POSITIONS] ?? p.position}
    >
      <span
        className={`flex h-7 w-7 items-center justify-center rounded-full border-2 border-white font-bold ${side === 'home' ? 'bg-red-600' : 'bg-sky-600'}`}
      >
        {p.shirtNumber ?? ''}
      </span>
      <span className="max-w-16 truncate">{p.name}</span>
      <span className="opacity-70">{p.position}</span>
    </div>
  );
}

/** One half of the pitch: lines from the keeper (at the goal) towards the halfway line. */
function Half({ team, side }: { team: TTeamLineup; side: 'home' | 'away' }) {
  const lines = formationLines(team);
  return (
    <div className={`flex flex-1 justify-around ${side === 'away' ? 'flex-row-reverse' : ''}`}>
      {lines.map((line, i) => (
        <div key={i} className="flex flex-col justify-around">
          {line.map((p) => (
            <Dot key={p.playerId} p={p} side={side} />
          ))}
        </div>
      ))}
    </div>
  );
}

function Bench({ team, title }: { team: TTeamLineup; title: string }) {
  return (
    <div className="flex-1">
      <h4 className="mb-2 text-sm font-semibold">
        {title} 替补（{team.subs.length}）
      </h4>
      <ul className="grid grid-cols-2 gap-1 text-xs">
        {team.subs.map((p) => (
          <li key={p.playerId} className="flex gap-2">
            <b className="w-6 text-right tabular-nums">{p.shirtNumber ?? ''}</b>
            <span>{p.name}</span>
            <span className="text-muted">{FOOTBALL_POSITIONS[p.position as keyof typeof FOOTBALL_POSITIONS] ?? p.position}</span>
          </li>
        ))}
      </ul>
      {team.coach ? (
        <p className="mt-2 text-xs" data-testid="coach">
          <span className="text-muted">主教练：</span>
          {team.coach}
        </p>
      ) : null}
    </div>
  );
}

/** Both lineups drawn on one pitch (home left, away right) with formation, numbers and position codes, then the benches. */
export function LineupPitch({ lineup, homeName, awayName }: { lineup: TMatchLineup | null; homeName: string; awayName: string }) {
  if (!lineup || (lineup.home.starters.length === 0 && lineup.away.starters.length === 0))
    return <EmptyState text="本场比赛暂无阵容数据" />;
  return (
    <div data-testid="lineup">
      <div className="mb-2 flex justify-between text-sm font-semibold">
        <span>
          {homeName} {lineup.home.formation ?? ''}
        </span>
        <span>
          {lineup.away.formation ?? ''} {awayName}
        </span>
      </div>
      <div className="relative flex h-[360px] rounded bg-[repeating-linear-gradient(90deg,#2f8f4e_0,#2f8f4e_60px,#2a8346_60px,#2a8346_120px)] p-3">
        <div className="pointer-events-none absolute inset-y-3 left-1/2 w-px bg-white/60" />
        <div className="pointer-events-none absolute left-1/2 top-1/2 h-20 w-20 -translate-x-1/2 -translate-y-1/2 rounded-full border border-white/60" />
        <Half team={lineup.home} side="home" />
        <Half team={lineup.away} side="away" />
      </div>
      <div className="mt-4 flex gap-6">
        <Bench team={lineup.home} title={homeName} />
        <Bench team={lineup.away} title={awayName} />
      </div>
    </div>
  );
}
