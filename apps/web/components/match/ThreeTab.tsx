import type { TSport, TThreeJoinOne } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { moveArrow, moveClass, triple, type TOddsLike } from './odds-format';
import type { TOddsMarketKey } from './odds-tabs';

const MARKETS: [TOddsMarketKey, string, string][] = [
  ['europe', '欧赔', '胜负'],
  ['handicap', '亚盘', '让分'],
  ['overunder', '大小球', '大小分'],
];

/** The i-th value of a market's three cells (home, draw or line, away). */
const pick = (k: TOddsMarketKey, v: TOddsLike | null, i: number): number | null =>
  v ? ([v.home, k === 'europe' ? v.draw : v.line, v.away][i] ?? null) : null;

/** 三合一: each bookmaker's European, handicap and over/under markets side by side, opening over current. */
export function ThreeTab({ sport, books }: { sport: TSport; books: TThreeJoinOne }) {
  if (books.length === 0) return <EmptyState text="本场比赛暂无指数数据" />;
  return (
    <Panel title="三合一">
      <table className="w-full text-center text-sm" data-testid="three-table">
        <thead className="bg-tint text-muted">
          <tr>
            <th className="px-2 py-1 font-normal">公司</th>
            <th className="px-2 py-1 font-normal" />
            {MARKETS.map(([k, fb, bk]) => (
              <th key={k} colSpan={3} className="border-l border-line px-2 py-1 font-normal">
                {sport === 'football' ? fb : bk}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {books.flatMap((b) =>
            (['初', '即'] as const).map((row) => (
              <tr key={`${b.bookmakerId}-${row}`} className={row === '初' ? 'border-t border-line' : ''}>
                {row === '初' ? (
                  <td rowSpan={2} className="px-2 py-1">
                    {b.bookmakerName}
                  </td>
                ) : null}
                <td className="px-2 py-1 text-xs text-muted">{row}</td>
                {MARKETS.flatMap(([k]) => {
                  const v = (row === '初' ? b[k]?.open : b[k]?.current) ?? null;
                  // The current row is coloured and arrowed against the opening one.
                  const before = row === '即' ? (b[k]?.open ?? null) : null;
                  return triple(sport, k, v).map((c, i) => {
                    const [now, prev] = [pick(k, v, i), pick(k, before, i)];
                    const arrow = moveArrow(now, prev);
                    return (
                      <td
                        key={`${k}-${i}`}
                        className={`px-2 py-1 tabular-nums ${i === 0 ? 'border-l border-line' : ''} ${moveClass(now, prev)}`}
                      >
                        {c}
                        {arrow ? <span className="ml-0.5 text-[10px]">{arrow}</span> : null}
                      </td>
                    );
                  });
                })}
              </tr>
            )),
          )}
        </tbody>
      </table>
    </Panel>
  );
}
