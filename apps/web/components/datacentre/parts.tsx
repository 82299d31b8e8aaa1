import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { matchStateText, type TMatchBrief, type TSeasonMonth, type TTeamRef } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatDateTime } from '@/lib/format';

export type TDataSport = 'fb' | 'lq';

/** A team's badge and short name, linking to its team page. */
export function TeamCell({ team, sport }: { team: TTeamRef; sport: TDataSport }) {
  return (
    <Link href={teamHref(sport, team.id)} className="inline-flex items-center gap-2 hover:text-primary">
      <img src={team.logo} alt="" width={20} height={20} className="h-5 w-5 shrink-0" />
      <span>{team.name}</span>
    </Link>
  );
}

export const teamHref = (sport: TDataSport, id: number) => (sport === 'fb' ? `/database/fb/team/${id}` : `/database/lq/team/${id}`);
export const playerHref = (sport: TDataSport, id: number) => (sport === 'fb' ? `/database/fb/player/${id}` : `/database/lq/player/${id}`);

/** A message from the server (unknown id, wrong season) shown in place of the data. */
export function LoadError({ message }: { message: string }) {
  return <EmptyState text={message} />;
}

/** A compact table with a header row. */
export function DataTable({ head, children, testId }: { head: ReactNode[]; children: ReactNode; testId?: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-testid={testId}>
        <thead>
          <tr className="bg-page text-xs text-muted">
            {head.map((h, i) => (
              <th key={i} className="border-b border-line px-2 py-2 text-center font-normal whitespace-nowrap first:text-left">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
export const td = 'border-b border-line px-2 py-2 text-center tabular-nums whitespace-nowrap';

/** The score of a brief: full time, with extra time and penalties when played; "-" before kick-off. */
export function scoreText(m: TMatchBrief): string {
  if (m.state <= 1 && m.homeScore === 0 && m.awayScore === 0) return 'VS';
  let s = `${m.homeScore}-${m.awayScore}`;
  if (m.homeEtScore !== null && m.awayEtScore !== null) s += `（加时 ${m.homeEtScore}-${m.awayEtScore}）`;
  if (m.homePenaltyScore !== null && m.awayPenaltyScore !== null) s += `（点球 ${m.homePenaltyScore}-${m.awayPenaltyScore}）`;
  return s;
}

/** Schedule and results: time, round, state, home, score (half time), away. */
export function MatchTable({ matches, sport, testId = 'match-table' }: { matches: TMatchBrief[]; sport: TDataSport; testId?: string }) {
  if (matches.length === 0) return <EmptyState />;
  const kind = sport === 'fb' ? 'football' : 'basketball';
  return (
    <DataTable head={['时间', '赛事', '状态', '主队', '比分', '客队', sport === 'fb' ? '半场' : '']} testId={testId}>
      {matches.map((m) => (
        <tr key={m.id}>
          <td className={`${td} text-left text-muted`}>{formatDateTime(m.kickoffAt)}</td>
          <td className={td}>{[m.leagueName, m.groupName ?? m.roundName].filter(Boolean).join(' ')}</td>
          <td className={`${td} text-muted`}>{matchStateText(kind, m.state)}</td>
          <td className={`${td} text-right`}>
            <TeamCell team={m.home} sport={sport} />
          </td>
          <td className={`${td} font-semibold text-primary`}>{scoreText(m)}</td>
          <td className={`${td} text-left`}>
            <TeamCell team={m.away} sport={sport} />
          </td>
          <td className={`${td} text-muted`}>
            {sport === 'fb' && m.homeHalfScore !== null ? `${m.homeHalfScore}-${m.awayHalfScore}` : ''}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A row of links picking one slice of a schedule (a round, a month); the shown one is marked. */
/** `2026-03` as 2026年3月. */
const monthText = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** The months of a season's schedule (how many matches each), the shown one marked. */
export function MonthPicker({ months, shown, href }: { months: TSeasonMonth[]; shown: string | null; href: (month: string) => string }) {
  return (
    <SlicePicker
      label="月份"
      testId="month-picker"
      items={months.map((m) => ({
        key: m.month,
        text: `${monthText(m.month)}（${m.matches}场）`,
        href: href(m.month),
        on: m.month === shown,
      }))}
    />
  );
}

export function SlicePicker({
  label,
  testId,
  items,
}: {
  label: string;
  testId: string;
  items: { key: string | number; text: string; href: string; on: boolean }[];
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 text-xs" data-testid={testId}>
      {items.map((i) => (
        <Link
          key={i.key}
          href={i.href}
          aria-current={i.on ? 'page' : undefined}
          className={`rounded border px-2 py-0.5 ${i.on ? 'border-primary bg-primary text-white' : 'border-line hover:text-primary'}`}
        >
          {i.text}
        </Link>
      ))}
    </nav>
  );
}
