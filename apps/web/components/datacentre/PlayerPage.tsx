import Link from '@/components/ui/Link';
import { DATACENTRE_ROUTES as R, type TBasketStats } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { formatDate } from '@/lib/format';
import { load } from './data.server';
import { BASKET_STAT_COLUMNS } from './LqTables';
import { DataTable, LoadError, scoreText, td, teamHref, type TDataSport } from './parts';

type TPlayer = {
  name: string;
  nameEn: string;
  shirtNumber: number | null;
  position: string;
  positionName: string;
  country: string | null;
  team: { id: number; name: string; logo: string } | null;
};

function Profile({ player, sport }: { player: TPlayer; sport: TDataSport }) {
  return (
    <header className="flex items-center gap-4">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-white">
        {player.shirtNumber ?? '-'}
      </span>
      <div>
        <h2 className="text-xl font-semibold" data-testid="player-name">
          {player.name}
        </h2>
        <p className="text-xs text-muted">
          {player.nameEn} · 位置：{player.positionName}（{player.position}）{player.country ? ` · ${player.country}` : ''}
        </p>
        {player.team ? (
          <Link href={teamHref(sport, player.team.id)} className="text-sm text-primary" data-testid="player-team">
            {player.team.name}
          </Link>
        ) : null}
      </div>
    </header>
  );
}

/** Football player page: profile, season statistics per competition, recent matches. */
export async function FbPlayerPage({ playerId }: { playerId: number }) {
  const res = await load(R.fbPlayer, { params: { playerId } });
  if (!res.ok) return <LoadError message={res.message} />;
  const p = res.data;
  return (
    <div className="space-y-4" data-testid="player-page">
      <Profile player={p.player} sport="fb" />
      <Panel title="赛季数据">
        {p.seasons.length === 0 ? (
          <EmptyState />
        ) : (
          <DataTable
            head={['赛事', '赛季', '出场', '分钟', '进球', '助攻', '射门', '射正', '黄牌', '红牌', '评分']}
            testId="player-seasons"
          >
            {p.seasons.map((s) => (
              <tr key={s.seasonId}>
                <td className={`${td} text-left`}>{s.leagueName}</td>
                <td className={td}>{s.seasonName}</td>
                <td className={td}>{s.appearances}</td>
                <td className={td}>{s.minutes}</td>
                <td className={td}>{s.goals}</td>
                <td className={td}>{s.assists}</td>
                <td className={td}>{s.shots}</td>
                <td className={td}>{s.shotsOnTarget}</td>
                <td className={td}>{s.yellow}</td>
                <td className={td}>{s.red}</td>
                <td className={td}>{s.rating ?? '-'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>
      <Panel title="近期比赛">
        {p.recent.length === 0 ? (
          <EmptyState />
        ) : (
          <DataTable head={['日期', '赛事', '对阵', '比分', '分钟', '进球', '助攻', '评分']} testId="player-recent">
            {p.recent.map((r) => (
              <tr key={r.match.id}>
                <td className={`${td} text-left text-muted`}>{formatDate(r.match.kickoffAt)}</td>
                <td className={td}>{r.match.leagueName}</td>
                <td className={td}>
                  {r.match.home.name} - {r.match.away.name}
                </td>
                <td className={td}>{scoreText(r.match)}</td>
                <td className={td}>{r.minutes}</td>
                <td className={td}>{r.goals}</td>
                <td className={td}>{r.assists}</td>
                <td className={td}>{r.rating ?? '-'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>
    </div>
  );
}

function StatCells({ stats }: { stats: TBasketStats }) {
  return BASKET_STAT_COLUMNS.map(([k]) => (
    <td key={k} className={td}>
      {stats[k]}
    </td>
  ));
}

/** Basketball player page: SPEC §3 fields as season averages and totals, and per recent game. */
export async function LqPlayerPage({ playerId }: { playerId: number }) {
  const res = await load(R.basketPlayer, { params: { playerId } });
  if (!res.ok) return <LoadError message={res.message} />;
  const p = res.data;
  const head = BASKET_STAT_COLUMNS.map(([, label]) => label);
  return (
    <div className="space-y-4" data-testid="player-page">
      <Profile player={p.player} sport="lq" />
      <Panel title="赛季数据（场均 / 总计）">
        {p.seasons.length === 0 ? (
          <EmptyState />
        ) : (
          <div className="overflow-x-auto">
            <DataTable head={['赛事', '赛季', '', '场次', ...head]} testId="player-seasons">
              {p.seasons.flatMap((s) => [
                <tr key={`${s.seasonId}-avg`}>
                  <td className={`${td} text-left`}>{s.leagueName}</td>
                  <td className={td}>{s.seasonName}</td>
                  <td className={td}>场均</td>
                  <td className={td}>{s.games}</td>
                  <StatCells stats={s.averages} />
                </tr>,
                <tr key={`${s.seasonId}-sum`} className="text-muted">
                  <td className={td} />
                  <td className={td} />
                  <td className={td}>总计</td>
                  <td className={td}>{s.games}</td>
                  <StatCells stats={s.totals} />
                </tr>,
              ])}
            </DataTable>
          </div>
        )}
      </Panel>
      <Panel title="近期比赛">
        {p.recent.length === 0 ? (
          <EmptyState />
        ) : (
          <div className="overflow-x-auto">
            <DataTable head={['日期', '对阵', '比分', ...head]} testId="player-recent">
              {p.recent.map((r) => (
                <tr key={r.match.id}>
                  <td className={`${td} text-left text-muted`}>{formatDate(r.match.kickoffAt)}</td>
                  <td className={td}>
                    {r.match.home.name}-{r.match.away.name}
                  </td>
                  <td className={td}>{scoreText(r.match)}</td>
                  <StatCells stats={r.stats} />
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </Panel>
    </div>
  );
}
