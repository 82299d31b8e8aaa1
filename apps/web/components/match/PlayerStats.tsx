import type { TLineupPlayer, TMatchLineup } from '@sports/contracts';

const cell = (v: number | null) => (v === null ? '-' : v);

/** A player the feed has published statistics for, with them. */
interface StatLine {
  player: TLineupPlayer;
  stats: NonNullable<TLineupPlayer['stats']>;
}

function Rows({ lines }: { lines: StatLine[] }) {
  return (
    <>
      {lines.map(({ player: p, stats: s }) => (
        <tr key={p.playerId} className="border-t border-line">
          <td className="px-2 py-1 tabular-nums">{p.shirtNumber ?? ''}</td>
          <td className="px-2 py-1 text-left">{p.name}</td>
          <td className="px-2 py-1">{p.position}</td>
          <td className="px-2 py-1">{cell(s.minutesPlayed)}</td>
          <td className="px-2 py-1">{cell(s.goals)}</td>
          <td className="px-2 py-1">{cell(s.shots)}</td>
          <td className="px-2 py-1">{cell(s.shotsOnTarget)}</td>
          <td className="px-2 py-1">{s.passes ? `${s.passesAccurate ?? 0}/${s.passes}` : '-'}</td>
          <td className="px-2 py-1">{cell(s.tackles)}</td>
          <td className="px-2 py-1">{cell(s.saves)}</td>
          <td className="px-2 py-1 font-semibold text-primary">{s.rating ? s.rating.toFixed(1) : '-'}</td>
        </tr>
      ))}
    </>
  );
}

/** Each player's statistics of the match, by team; shown once the feed has published them. */
export function PlayerStats({
  lineup,
  homeName,
  awayName,
  finished,
}: {
  lineup: TMatchLineup | null;
  homeName: string;
  awayName: string;
  finished: boolean;
}) {
  const withStats = (ps: TLineupPlayer[]): StatLine[] => ps.flatMap((p) => (p.stats ? [{ player: p, stats: p.stats }] : []));
  const home = withStats([...(lineup?.home.starters ?? []), ...(lineup?.home.subs ?? [])]);
  const away = withStats([...(lineup?.away.starters ?? []), ...(lineup?.away.subs ?? [])]);
  if (home.length + away.length === 0) {
    return <p className="py-6 text-center text-sm text-muted">{finished ? '本场比赛暂无球员统计' : '球员统计在完场后公布'}</p>;
  }
  const head = ['号', '球员', '位置', '出场', '进球', '射门', '射正', '传球', '抢断', '扑救', '评分'];
  return (
    <div className="space-y-4" data-testid="player-stats">
      {[
        { name: homeName, lines: home },
        { name: awayName, lines: away },
      ].map(({ name, lines }) => (
        <table key={name} className="w-full text-center text-xs">
          <caption className="py-1 text-left text-sm font-semibold">{name}</caption>
          <thead className="bg-tint text-muted">
            <tr>
              {head.map((h) => (
                <th key={h} className="px-2 py-1 font-normal">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Rows lines={lines} />
          </tbody>
        </table>
      ))}
    </div>
  );
}
