import Link from '@/components/ui/Link';
import { DATACENTRE_ROUTES as R } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { load } from './data.server';
import { DataPage } from './DataPage';
import { HotToggle } from './HotToggle';
import { stageHref } from './FbLeaguePage';
import { LoadError, type TDataSport } from './parts';

/** /database/{fb,lq}/page: every competition by area, with its seasons and how many matches we hold. */
export async function DatabaseIndex({ sport }: { sport: TDataSport }) {
  const sportName = sport === 'fb' ? 'football' : 'basketball';
  const res = await load(R.database, { query: { sport: sportName } });
  const hotIds = res.ok ? res.data.hot.map((l) => l.id) : [];
  const seasonHref = (league: number, season: number) =>
    sport === 'fb' ? stageHref(league, season, 1) : `/database/lq/${league}/${season}`;
  return (
    <DataPage pattern={`/database/${sport}/page`} sport={sport} list={null}>
      {!res.ok ? (
        <LoadError message={res.message} />
      ) : res.data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="grid grid-cols-3 gap-4" data-testid="competition-list">
          {res.data.list.map((l) => (
            <section key={l.id} className="rounded border border-line p-3">
              <h2 className="flex items-center gap-2 font-semibold">
                <span className="h-3 w-3 rounded-sm" style={{ background: l.color }} />
                <Link href={`/database/${sport}/${l.id}`} className="hover:text-primary">
                  {l.name}
                </Link>
                <span className="ml-auto">
                  <HotToggle sport={sportName} leagueId={l.id} hotIds={hotIds} />
                </span>
              </h2>
              <p className="mb-2 text-xs text-muted">
                {l.area} · {l.countrys} · {l.matchCount} 场比赛
              </p>
              <div className="flex flex-wrap gap-1 text-xs">
                {l.seasons.map((s) => (
                  <Link key={s.id} href={seasonHref(l.id, s.id)} className="rounded border border-line px-2 py-0.5 hover:text-primary">
                    {s.name}
                  </Link>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </DataPage>
  );
}
