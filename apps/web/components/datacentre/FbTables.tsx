import type { TFbSeasonTables, TMatchBrief, TTableRow } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { bracketLayout } from './bracket';
import { DataTable, MatchTable, scoreText, td, TeamCell } from './parts';

const FORM_TONE = { W: 'bg-red-500', D: 'bg-sky-500', L: 'bg-emerald-600' } as const;
const FORM_TEXT = { W: '胜', D: '平', L: '负' } as const;

function Form({ form }: { form: TTableRow['form'] }) {
  return (
    <span className="inline-flex gap-0.5">
      {form.map((f, i) => (
        <span key={i} className={`inline-block w-5 rounded-sm text-center text-xs leading-5 text-white ${FORM_TONE[f]}`}>
          {FORM_TEXT[f]}
        </span>
      ))}
    </span>
  );
}

/** A standings table: rank (zone colour), team, played, W/D/L, goals, goal difference, points, form. */
export function StandingsTable({ rows, highlight }: { rows: TTableRow[]; highlight?: number }) {
  return (
    <DataTable head={['排名', '球队', '场次', '胜', '平', '负', '进/失', '净胜', '积分', '近况']} testId="standings">
      {rows.map((r) => (
        <tr key={r.teamId} className={r.teamId === highlight ? 'bg-primary-weak' : ''} data-testid="standing-row">
          <td className={`${td} text-left`}>
            <span
              className="inline-block w-6 rounded text-center text-xs leading-6"
              style={r.zoneColor ? { background: r.zoneColor, color: '#fff' } : undefined}
            >
              {r.rank}
            </span>
          </td>
          <td className={`${td} text-left`}>
            <TeamCell team={{ id: r.teamId, name: r.teamName, logo: r.teamLogo }} sport="fb" />
          </td>
          <td className={td}>{r.played}</td>
          <td className={td}>{r.win}</td>
          <td className={td}>{r.draw}</td>
          <td className={td}>{r.lost}</td>
          <td className={td}>
            {r.goal}/{r.lostGoal}
          </td>
          <td className={td}>{r.goalDiff > 0 ? `+${r.goalDiff}` : r.goalDiff}</td>
          <td className={`${td} font-semibold`}>{r.points}</td>
          <td className={td}>
            <Form form={r.form} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A season's tables: the league table, or a cup's group tables and knockout bracket, with the zone legend. */
export function SeasonTables({ tables }: { tables: TFbSeasonTables }) {
  if (tables.groups.length === 0 && tables.knockout.length === 0) return <EmptyState />;
  return (
    <div className="space-y-6">
      {tables.zones.length ? (
        <ul className="flex flex-wrap gap-4 text-xs text-muted" aria-label="排名区域">
          {tables.zones.map((z) => (
            <li key={z.label} className="flex items-center gap-1">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ background: z.color }} />
              {z.label}（{z.from === z.to ? z.from : `${z.from}-${z.to}`}）
            </li>
          ))}
        </ul>
      ) : null}
      <div className={tables.groups.length > 1 ? 'grid grid-cols-2 gap-6' : ''}>
        {tables.groups.map((g) => (
          <section key={g.name ?? 'league'}>
            {g.name ? <h3 className="mb-2 font-semibold">{g.name}</h3> : null}
            <StandingsTable rows={g.rows} />
          </section>
        ))}
      </div>
      {tables.knockout.length ? <Bracket knockout={tables.knockout} /> : null}
    </div>
  );
}

/** One tie in the bracket: both teams with their scores, and extra time or penalties when played. */
function Tie({ m }: { m: TMatchBrief }) {
  return (
    <div className="min-h-[4.5rem] rounded border border-line p-2 text-sm" data-testid="bracket-tie">
      <div className="flex justify-between gap-2">
        <TeamCell team={m.home} sport="fb" />
        <span className="tabular-nums">{m.homeScore}</span>
      </div>
      <div className="flex justify-between gap-2">
        <TeamCell team={m.away} sport="fb" />
        <span className="tabular-nums">{m.awayScore}</span>
      </div>
      {m.homeEtScore !== null || m.homePenaltyScore !== null ? (
        <div className="mt-1 text-xs text-muted">{scoreText(m).replace(/^\d+-\d+/, '')}</div>
      ) : null}
    </div>
  );
}

/**
 * The knockout bracket: one column per round, each tie level with the two ties that fed it (the
 * columns share one height and space their ties evenly), and the third-place tie under the final.
 */
function Bracket({ knockout }: { knockout: TFbSeasonTables['knockout'] }) {
  const { columns, thirdPlace } = bracketLayout(knockout);
  return (
    <section data-testid="bracket">
      <h3 className="mb-2 font-semibold">淘汰赛</h3>
      <div className={`flex gap-3 overflow-x-auto pb-2 ${thirdPlace ? 'min-h-[15rem]' : ''}`}>
        {columns.map((r, i) => (
          <div key={r.round} className="flex min-w-[170px] flex-1 flex-col">
            <h4 className="mb-2 text-center text-xs text-muted">{r.round}</h4>
            <div className="relative flex flex-1 flex-col justify-around gap-2">
              {r.matches.map((m) => (
                <Tie key={m.id} m={m} />
              ))}
              {thirdPlace && i === columns.length - 1 ? (
                <div className="absolute inset-x-0 top-[calc(50%+3.5rem)]">
                  <h4 className="mb-1 text-center text-xs text-muted">季军赛</h4>
                  <Tie m={thirdPlace} />
                </div>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      <div className="mt-4">
        <MatchTable matches={knockout.flatMap((r) => r.matches)} sport="fb" testId="knockout-matches" />
      </div>
    </section>
  );
}
