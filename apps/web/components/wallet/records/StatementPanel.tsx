'use client';
import { shanghaiDate, type TStatement, type TStatementRow } from '@sports/contracts';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { rechargeApi } from '../recharge/recharge-api';

const thisYear = () => Number(shanghaiDate(Date.now()).slice(0, 4));
const cell = (inV: number, outV: number) => (
  <>
    {inV ? <span className="text-red-500">+{inV}</span> : null}
    {inV && outV ? ' / ' : null}
    {outV ? <span className="text-green-600">-{outV}</span> : null}
    {!inV && !outV ? <span className="text-muted">—</span> : null}
  </>
);

function totals(rows: TStatementRow[]) {
  const s = { balanceIn: 0, balanceOut: 0, cashIn: 0, cashOut: 0, ticketIn: 0, ticketOut: 0 };
  for (const r of rows) for (const k of Object.keys(s) as (keyof typeof s)[]) s[k] += r[k];
  return s;
}

/** /v/table: a year's monthly statement — per month and trade type, the ins and outs of each wallet. */
export function StatementPanel() {
  const [year, setYear] = useState(thisYear());
  const [data, setData] = useState<TStatement | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void rechargeApi.statement(year).then((r) => (r.code === 200 ? (setData(r.data), setError(null)) : setError(r.message || '加载失败')));
  }, [year]);

  return (
    <div className="text-sm" data-testid="statement">
      <div className="mb-4 flex items-center gap-3">
        <button
          className="rounded-full border border-line px-3 py-1 hover:border-primary"
          onClick={() => setYear(year - 1)}
          aria-label="上一年"
        >
          ‹
        </button>
        <strong>{year} 年</strong>
        <button
          className="rounded-full border border-line px-3 py-1 hover:border-primary disabled:opacity-40"
          onClick={() => setYear(year + 1)}
          disabled={year >= thisYear()}
          aria-label="下一年"
        >
          ›
        </button>
      </div>
      {error ? (
        <EmptyState text={error} />
      ) : data && data.months.length ? (
        <table className="w-full text-left">
          <thead className="text-muted">
            <tr className="border-b border-line">
              <th className="py-2 font-normal">月份</th>
              <th className="font-normal">交易类型</th>
              <th className="font-normal">笔数</th>
              <th className="font-normal">球钻</th>
              <th className="font-normal">收入球钻</th>
              <th className="font-normal">球票</th>
            </tr>
          </thead>
          {[...data.months].reverse().map((m) => {
            const t = totals(m.rows);
            return (
              <tbody key={m.month} className="border-b border-line">
                {m.rows.map((r, i) => (
                  <tr key={r.tradeType} className="border-b border-line/40">
                    {i === 0 ? (
                      <th rowSpan={m.rows.length + 1} className="py-2 align-top font-semibold">
                        {m.month} 月
                      </th>
                    ) : null}
                    <td className="py-2">{r.label}</td>
                    <td>{r.count}</td>
                    <td>{cell(r.balanceIn, r.balanceOut)}</td>
                    <td>{cell(r.cashIn, r.cashOut)}</td>
                    <td>{cell(r.ticketIn, r.ticketOut)}</td>
                  </tr>
                ))}
                <tr className="bg-primary-weak/50 font-semibold">
                  <td className="py-2">本月合计</td>
                  <td>{m.rows.reduce((n, r) => n + r.count, 0)}</td>
                  <td>{cell(t.balanceIn, t.balanceOut)}</td>
                  <td>{cell(t.cashIn, t.cashOut)}</td>
                  <td>{cell(t.ticketIn, t.ticketOut)}</td>
                </tr>
              </tbody>
            );
          })}
        </table>
      ) : data ? (
        <EmptyState />
      ) : (
        <p className="py-16 text-center text-muted">加载中…</p>
      )}
    </div>
  );
}
