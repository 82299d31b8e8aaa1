import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import type { TLeagueData } from '@sports/contracts';

/** The season a league page shows: the one asked for, else the newest; or the error to show instead. */
export function pickSeason(league: TLeagueData, asked?: number): { ok: true; season: number } | { ok: false; message: string } {
  const season = asked ?? league.seasons[0]?.id;
  if (season === undefined) return { ok: false, message: '该赛事暂无赛季数据' };
  if (!league.seasons.some((s) => s.id === season)) return { ok: false, message: '该赛事没有这个赛季' };
  return { ok: true, season };
}

/** The top of a league page (football or basketball): colour, name, a subtitle, and the season switcher. */
export function LeagueHeader({
  league,
  season,
  subtitle,
  seasonHref,
}: {
  league: TLeagueData;
  season: number;
  subtitle: ReactNode;
  seasonHref: (season: number) => string;
}) {
  return (
    <>
      <header className="flex items-center gap-3">
        <span className="h-8 w-8 rounded" style={{ background: league.color }} />
        <div>
          <h2 className="text-lg font-semibold" data-testid="league-name">
            {league.name}
          </h2>
          <p className="text-xs text-muted">{subtitle}</p>
        </div>
      </header>
      <nav aria-label="赛季" className="flex flex-wrap items-center gap-1.5 text-xs" data-testid="season-switcher">
        <span className="text-muted">赛季：</span>
        {league.seasons.map((s) => (
          <Link
            key={s.id}
            href={seasonHref(s.id)}
            aria-current={s.id === season ? 'page' : undefined}
            className={`rounded-full border px-2.5 py-0.5 ${s.id === season ? 'border-primary bg-primary text-white' : 'border-line hover:border-primary hover:text-primary'}`}
          >
            {s.name}
          </Link>
        ))}
      </nav>
    </>
  );
}
