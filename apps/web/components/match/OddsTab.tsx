'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { API_CALLS, type TOddsBook, type TOddsChange, type TSport } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { call, isOk } from '@/lib/api';
import { useMatchLive } from './MatchLive';
import { moveArrow, moveClass, triple, type TOddsLike } from './odds-format';
import { BASKETBALL_TITLES, ODDS_TAB_OF, ODDS_TABS, type TOddsMarketKey, type TOddsTab } from './odds-tabs';

/** ECharts is loaded only on the odds tabs, in the browser. */
const OddsChart = dynamic(() => import('./OddsChart').then((m) => m.OddsChart), { ssr: false, loading: () => <div className="h-64" /> });

/**
 * A market's three values, each coloured and arrowed against `before` (red ↑ up, green ↓ down, as
 * 球探 marks a move); `flash` lights the cells a moment after a pushed change.
 */
function Cells({
  sport,
  market,
  v,
  before,
  flash,
}: {
  sport: TSport;
  market: TOddsMarketKey;
  v: TOddsLike | null;
  before?: TOddsLike | null;
  flash?: boolean;
}) {
  const cells = triple(sport, market, v);
  const prev = [before?.home, market === 'europe' ? before?.draw : before?.line, before?.away];
  const now = v ? [v.home, market === 'europe' ? v.draw : v.line, v.away] : [null, null, null];
  return (
    <>
      {cells.map((c, i) => {
        const arrow = moveArrow(now[i] ?? null, prev[i]);
        return (
          <td
            key={i}
            className={`px-2 py-1.5 tabular-nums transition-colors ${moveClass(now[i] ?? null, prev[i])} ${flash ? 'bg-yellow-100' : ''}`}
            data-move={arrow === '↑' ? 'up' : arrow === '↓' ? 'down' : undefined}
          >
            {c}
            {arrow ? <span className="ml-0.5 text-[10px]">{arrow}</span> : null}
          </td>
        );
      })}
    </>
  );
}

const timeFmt = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const PHASE = { open: '初盘', live: '即时', inplay: '滚球' } as const;

function History({ sport, market, changes }: { sport: TSport; market: TOddsMarketKey; changes: TOddsChange[] }) {
  if (changes.length === 0) return <EmptyState text="该公司暂无变盘记录" />;
  const rows = [...changes].reverse();
  return (
    <div className="max-h-[420px] overflow-auto" data-testid="odds-history">
      <table className="w-full text-center text-sm">
        <thead className="sticky top-0 bg-tint text-muted">
          <tr>
            {[
              '时间',
              '比赛时间',
              '比分',
              ...(sport === 'football' ? ODDS_TABS : BASKETBALL_TITLES)[ODDS_TAB_OF[market]].columns,
              '状态',
            ].map((h, i) => (
              <th key={i} className="px-2 py-1 font-normal">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((c, i) => (
            <tr key={`${c.changedAt}-${i}`} className="border-t border-line">
              <td className="px-2 py-1.5 tabular-nums text-muted">{timeFmt.format(new Date(c.changedAt))}</td>
              <td className="px-2 py-1.5 tabular-nums">{c.minute === null ? '-' : `${c.minute}'`}</td>
              <td className="px-2 py-1.5 tabular-nums">
                {c.phase === 'inplay' && c.minute !== null ? `${c.homeScore}-${c.awayScore}` : '-'}
              </td>
              <Cells sport={sport} market={market} v={c} before={rows[i + 1]} />
              <td className="px-2 py-1.5 text-xs text-muted">{PHASE[c.phase]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The books with one pushed change applied to its bookmaker's market and phase. */
function applyChange(books: TOddsBook[], c: TOddsChange): TOddsBook[] {
  return books.map((b) => {
    const m = b[c.market];
    if (b.bookmakerId !== c.bookmakerId || !m) return b;
    const values = { home: c.home, draw: c.draw, away: c.away, line: c.line, at: c.changedAt };
    return { ...b, [c.market]: { ...m, [c.phase]: values } };
  });
}

/** 亚盘 / 欧赔 / 大小球: every bookmaker's opening, live and in-play values; the chosen one's full history and chart. */
export function OddsTab({ sport, tab, matchId, books }: { sport: TSport; tab: TOddsTab; matchId: number; books: TOddsBook[] }) {
  const { market } = ODDS_TABS[tab];
  const names = sport === 'football' ? ODDS_TABS[tab] : BASKETBALL_TITLES[tab];
  const { lastOdds } = useMatchLive();
  const [live, setLive] = useState(books);
  // The bookmakers that price this market, each with its values.
  const priced = live.flatMap((b) => {
    const odds = b[market];
    return odds ? [{ book: b, odds }] : [];
  });
  const [chosen, setChosen] = useState<number | null>(priced[0]?.book.bookmakerId ?? null);
  const [changes, setChanges] = useState<TOddsChange[] | null>(null);
  useEffect(() => {
    if (chosen === null) return;
    let alive = true;
    void call(API_CALLS.matchOddsHistory, { query: { matchId: String(matchId), market, bookmakerId: String(chosen) } }).then((res) => {
      if (alive) setChanges(isOk(res) ? res.data : []);
    });
    return () => {
      alive = false;
    };
  }, [chosen, market, matchId]);
  // A pushed change moves the table's value for its phase and, for the chosen bookmaker, extends the history.
  const [applied, setApplied] = useState<TOddsChange | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  useEffect(() => {
    if (flash === null) return;
    const t = setTimeout(() => setFlash(null), 3000);
    return () => clearTimeout(t);
  }, [flash]);
  if (lastOdds && lastOdds !== applied && lastOdds.market === market) {
    setApplied(lastOdds);
    setFlash(`${lastOdds.bookmakerId}:${lastOdds.phase}:${lastOdds.changedAt}`);
    setLive((prev) => applyChange(prev, lastOdds));
    if (lastOdds.bookmakerId === chosen) setChanges((prev) => (prev ? [...prev, lastOdds] : prev));
  }
  const flashes = (bookmakerId: number, phase: string) => flash?.startsWith(`${bookmakerId}:${phase}:`) ?? false;
  if (priced.length === 0) return <EmptyState text={`本场比赛暂无${names.title}数据`} />;
  return (
    <div className="space-y-4">
      <Panel title={`${names.title}（${priced.length} 家公司）`}>
        <table className="w-full text-center text-sm" data-testid="odds-table">
          <thead className="bg-tint text-muted">
            <tr>
              <th rowSpan={2} className="px-2 py-1 font-normal">
                公司
              </th>
              {['初盘', '即时', '滚球'].map((p) => (
                <th key={p} colSpan={3} className="border-l border-line px-2 py-1 font-normal">
                  {p}
                </th>
              ))}
            </tr>
            <tr>
              {[0, 1, 2].flatMap((g) =>
                names.columns.map((c, i) => (
                  <th key={`${g}-${i}`} className={`px-2 py-1 font-normal ${i === 0 ? 'border-l border-line' : ''}`}>
                    {c}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {priced.map(({ book: b, odds: m }) => (
              <tr
                key={b.bookmakerId}
                onClick={() => setChosen(b.bookmakerId)}
                className={`cursor-pointer border-t border-line ${b.bookmakerId === chosen ? 'bg-primary-weak' : 'hover:bg-tint'}`}
              >
                <td className="px-2 py-1.5">{b.bookmakerName}</td>
                <Cells sport={sport} market={market} v={m.open} />
                <Cells sport={sport} market={market} v={m.live} before={m.open} flash={flashes(b.bookmakerId, 'live')} />
                <Cells sport={sport} market={market} v={m.inplay} before={m.live ?? m.open} flash={flashes(b.bookmakerId, 'inplay')} />
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel title={`${priced.find(({ book }) => book.bookmakerId === chosen)?.book.bookmakerName ?? ''} 变化走势`}>
        {changes === null ? (
          <p className="py-10 text-center text-sm text-muted">加载中…</p>
        ) : (
          <>
            {changes.length > 1 ? <OddsChart sport={sport} market={market} changes={changes} /> : null}
            <History sport={sport} market={market} changes={changes} />
          </>
        )}
      </Panel>
    </div>
  );
}
