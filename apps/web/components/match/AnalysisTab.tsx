import { GOAL_BANDS, type TFutureMatch, type TMatchAnalysis, type TPastMatch, type TScoreMatch, type TTeamForm } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { lineText } from './odds-format';
import { Standings } from './Standings';

const dayFmt = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: '2-digit', month: '2-digit', day: '2-digit' });
const RESULT = { W: ['胜', 'text-red-600'], D: ['平', 'text-blue-600'], L: ['负', 'text-green-600'] } as const;
const pair = (a: number | null, b: number | null) => (a === null || b === null ? '-' : `${a}-${b}`);

/** Average corners and yellow cards per match for and against the team, over the matches that have them. */
function trends(form: TTeamForm): string | null {
  const seen = form.matches.flatMap((m) => {
    if (m.homeCorner === null || m.awayCorner === null) return [];
    const home = m.homeId === form.teamId;
    return [
      {
        cornersFor: home ? m.homeCorner : m.awayCorner,
        cornersAgainst: home ? m.awayCorner : m.homeCorner,
        yellowFor: (home ? m.homeYellow : m.awayYellow) ?? 0,
        yellowAgainst: (home ? m.awayYellow : m.homeYellow) ?? 0,
      },
    ];
  });
  if (seen.length === 0) return null;
  const avg = (f: (s: (typeof seen)[number]) => number) => (seen.reduce((n, s) => n + f(s), 0) / seen.length).toFixed(1);
  return `场均角球 ${avg((s) => s.cornersFor)}:${avg((s) => s.cornersAgainst)}，场均黄牌 ${avg((s) => s.yellowFor)}:${avg((s) => s.yellowAgainst)}（本队:对手，${seen.length} 场）`;
}

const tone = (r: string | null) =>
  r === '赢' || r === '大' ? 'text-red-600' : r === '输' || r === '小' ? 'text-green-600' : 'text-blue-600';

function FormTable({ form, sport, title }: { form: TTeamForm; sport: TScoreMatch['sport']; title: string }) {
  const s = form.summary;
  if (form.matches.length === 0)
    return (
      <Panel title={title}>
        <EmptyState text="暂无已完场的比赛" />
      </Panel>
    );
  const football = sport === 'football';
  const rate = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '-');
  const lined = s.handicapWin + s.handicapPush + s.handicapLose;
  return (
    <Panel title={title}>
      <p className="mb-2 text-sm" data-testid="form-summary">
        近 {s.played} 场 {s.win} 胜 {s.draw} 平 {s.lost} 负，进 {s.goalsFor} 失 {s.goalsAgainst}，胜率 {rate(s.win, s.played)}
        {lined
          ? `；赢盘 ${s.handicapWin} 走 ${s.handicapPush} 输 ${s.handicapLose}，赢盘率 ${rate(s.handicapWin, lined)}；大 ${s.over} 小 ${s.under}`
          : '；这些比赛没有盘口数据'}
        {trends(form) ? <span className="block text-muted">{trends(form)}</span> : null}
      </p>
      <table className="w-full text-center text-sm">
        <thead className="bg-tint text-muted">
          <tr>
            {['赛事', '日期', '主队', '比分', '客队', ...(football ? ['半场', '角球', '黄牌'] : []), '赛果', '盘口', '盘路', '大小'].map(
              (h) => (
                <th key={h} className="px-2 py-1 font-normal">
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {form.matches.map((m: TPastMatch) => (
            <tr key={m.id} className="border-t border-line tabular-nums">
              <td className="px-2 py-1">{m.competitionName}</td>
              <td className="px-2 py-1 text-muted">{dayFmt.format(new Date(m.kickoffAt))}</td>
              <td className={`px-2 py-1 ${m.homeId === form.teamId ? 'font-semibold' : ''}`}>{m.homeName}</td>
              <td className="px-2 py-1 font-semibold text-red-600">
                {m.homeScore}-{m.awayScore}
              </td>
              <td className={`px-2 py-1 ${m.awayId === form.teamId ? 'font-semibold' : ''}`}>{m.awayName}</td>
              {football ? (
                <>
                  <td className="px-2 py-1 text-muted">{pair(m.homeHalfScore, m.awayHalfScore)}</td>
                  <td className="px-2 py-1 text-muted">{pair(m.homeCorner, m.awayCorner)}</td>
                  <td className="px-2 py-1 text-muted">{pair(m.homeYellow, m.awayYellow)}</td>
                </>
              ) : null}
              <td className={`px-2 py-1 ${RESULT[m.result][1]}`}>{RESULT[m.result][0]}</td>
              <td className="px-2 py-1">{lineText(sport, 'handicap', m.handicapLine)}</td>
              <td className={`px-2 py-1 ${tone(m.handicapResult)}`}>{m.handicapResult ?? '-'}</td>
              <td className={`px-2 py-1 ${tone(m.overUnderResult)}`}>{m.overUnderResult ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

function Fixtures({ list, title }: { list: TFutureMatch[]; title: string }) {
  return (
    <div className="flex-1">
      <h4 className="mb-2 text-sm font-semibold">{title}</h4>
      {list.length === 0 ? (
        <p className="text-sm text-muted">暂无已排定的赛程</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {list.map((f) => (
            <li key={f.id} className="flex gap-2">
              <span className="text-muted tabular-nums">{dayFmt.format(new Date(f.kickoffAt))}</span>
              <span>{f.competitionName}</span>
              <span>
                {f.homeName} vs {f.awayName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Bands({ a, home, away }: { a: TMatchAnalysis; home: string; away: string }) {
  const rows = [
    [home, a.home.goalBands],
    [away, a.away.goalBands],
  ] as const;
  if (!rows.some(([, b]) => b)) return null;
  return (
    <Panel title="进球时间分布（近期比赛，进/失）">
      <table className="w-full text-center text-sm" data-testid="goal-bands">
        <thead className="bg-tint text-muted">
          <tr>
            <th className="px-2 py-1 font-normal">球队</th>
            {GOAL_BANDS.map((b) => (
              <th key={b} className="px-2 py-1 font-normal">
                {b}&apos;
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, b]) => (
            <tr key={name} className="border-t border-line tabular-nums">
              <td className="px-2 py-1">{name}</td>
              {GOAL_BANDS.map((band, i) => (
                <td key={band} className="px-2 py-1">
                  {b ? `${b.scored[i]}/${b.conceded[i]}` : '-'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

/** 分析: league table rows, head-to-head, both teams' recent form against the lines, goal times and next fixtures. */
export function AnalysisTab({ a, match }: { a: TMatchAnalysis; match: TScoreMatch }) {
  return (
    <div className="space-y-4" data-testid="analysis">
      <Standings football={a.standings} basketball={a.basketballStandings} />
      <FormTable form={a.headToHead} sport={match.sport} title={`历史交锋（${match.home.name} 视角）`} />
      <div className="space-y-4">
        <FormTable form={a.home} sport={match.sport} title={`${match.home.name} 近期战绩`} />
        <FormTable form={a.away} sport={match.sport} title={`${match.away.name} 近期战绩`} />
      </div>
      {match.sport === 'football' ? <Bands a={a} home={match.home.name} away={match.away.name} /> : null}
      <Panel title="未来赛程">
        <div className="flex gap-6">
          <Fixtures list={a.homeFuture} title={match.home.name} />
          <Fixtures list={a.awayFuture} title={match.away.name} />
        </div>
      </Panel>
    </div>
  );
}
