import Link from '@/components/ui/Link';
import type { TDatabaseList, TDbLeague } from '@sports/contracts';
import type { TDataSport } from './parts';

export const leagueHref = (sport: TDataSport, id: number) => `/database/${sport}/${id}`;

function LeagueLink({ league, sport, current }: { league: TDbLeague; sport: TDataSport; current: number | null }) {
  const on = league.id === current;
  return (
    <Link
      href={leagueHref(sport, league.id)}
      aria-current={on ? 'page' : undefined}
      className={`flex items-center gap-2 rounded px-2 py-1 text-sm ${on ? 'bg-primary text-white' : 'text-ink hover:text-primary'}`}
    >
      <span className="h-2.5 w-2.5 shrink-0 rounded-sm" style={{ background: league.color }} />
      {league.shortName}
    </Link>
  );
}

/** The league list: the hot group, then the competitions by area (SPEC §3 league names). */
export function LeagueSidebar({ list, sport, current }: { list: TDatabaseList; sport: TDataSport; current: number | null }) {
  const areas = [...new Set(list.list.map((l) => l.area))];
  return (
    <nav aria-label="赛事列表" data-testid="league-list" className="w-[200px] shrink-0 space-y-4 rounded-lg bg-surface p-3 shadow-sm">
      <section>
        <h2 className="mb-1 px-2 text-xs font-semibold text-muted">热门赛事</h2>
        {list.hot.map((l) => (
          <LeagueLink key={l.id} league={l} sport={sport} current={current} />
        ))}
      </section>
      {areas.map((area) => (
        <section key={area}>
          <h2 className="mb-1 px-2 text-xs font-semibold text-muted">{area}</h2>
          {list.list
            .filter((l) => l.area === area)
            .map((l) => (
              <LeagueLink key={l.id} league={l} sport={sport} current={current} />
            ))}
        </section>
      ))}
    </nav>
  );
}
