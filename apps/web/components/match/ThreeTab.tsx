import type { TSport, TThreeJoinOne } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { triple } from './odds-format';
import type { TOddsMarketKey } from './odds-tabs';

const MARKETS: [TOddsMarketKey, string, string][] = [
  ['europe', '欧赔', '胜负'],
  ['handicap', '亚盘', '让分'],
  ['overunder', '大小球', '大小分'],
];

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
                {MARKETS.flatMap(([k]) =>
                  triple(sport, k, (row === '初' ? b[k]?.open : b[k]?.current) ?? null).map((c, i) => (
                    <td key={`${k}-${i}`} className={`px-2 py-1 tabular-nums ${i === 0 ? 'border-l border-line' : ''}`}>
                      {c}
                    </td>
                  )),
                )}
              </tr>
            )),
          )}
        </tbody>
      </table>
    </Panel>
  );
}
