'use client';
import { TRADE_TYPES, type TRecordPage, type TTradeRecord } from '@sports/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import type { TApiResult } from '@/lib/api';
import type { RecordFilter } from '../recharge/recharge-api';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The changes of one entry, per wallet, with their sign ("球钻 +60"). */
function changesOf(r: TTradeRecord): { text: string; tone: 'in' | 'out' }[] {
  const parts: { text: string; tone: 'in' | 'out' }[] = [];
  const add = (label: string, v: number) => v !== 0 && parts.push({ text: `${label} ${signed(v)}`, tone: v > 0 ? 'in' : 'out' });
  add('球钻', r.balance);
  add('球票', r.ticket);
  add('收入球钻', r.cash);
  add('待结算', r.freeze);
  if (r.withdraw) parts.push({ text: `累计提现 +${(r.withdraw / 100).toFixed(2)}元`, tone: 'in' });
  return parts;
}

function afterOf(r: TTradeRecord): string {
  const out: string[] = [];
  if (r.balance !== 0 && r.balanceAfter !== null) out.push(`球钻 ${r.balanceAfter}`);
  if (r.ticket !== 0 && r.ticketAfter !== null) out.push(`球票 ${r.ticketAfter}`);
  if ((r.cash !== 0 || r.freeze !== 0) && r.cashAfter !== null) out.push(`可提现 ${r.cashAfter}`);
  return out.join('，') || '—';
}

/**
 * Wallet records with the filters users expect: trade type (from `types`), a date range, paging.
 * `load` is the call (trans-list or income); `summary` renders above the table from each answer.
 */
export function RecordsTable<T extends TRecordPage>({
  types,
  load,
  summary,
  testId = 'records',
}: {
  types: number[];
  load: (f: RecordFilter) => Promise<TApiResult<T>>;
  summary?: (data: T, filter: RecordFilter) => ReactNode;
  testId?: string;
}) {
  const [draft, setDraft] = useState({ tradeType: '', startDate: '', endDate: '' });
  const [filter, setFilter] = useState<RecordFilter>({ page: 1, pageSize: 10 });
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    void load({ ...filter, tradeTypes: filter.tradeType ? undefined : types.length < 15 ? types : undefined }).then((res) => {
      if (!live) return;
      setLoading(false);
      if (res.code === 200) {
        setData(res.data);
        setError(null);
      } else {
        setData(null);
        setError(res.message || '加载失败');
      }
    });
    return () => {
      live = false;
    };
  }, [filter, load, types]);

  const go = (f: RecordFilter) => {
    setLoading(true);
    setFilter(f);
  };
  const search = () =>
    go({
      page: 1,
      pageSize: 10,
      tradeType: draft.tradeType ? Number(draft.tradeType) : undefined,
      startDate: draft.startDate || undefined,
      endDate: draft.endDate || undefined,
    });
  const pages = data ? Math.max(1, Math.ceil(data.totalNumber / data.pageSize)) : 1;
  const input = 'rounded border border-line px-2 py-1 text-sm';

  return (
    <div data-testid={testId}>
      <form
        className="mb-4 flex flex-wrap items-center gap-2 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <select
          aria-label="交易类型"
          className={input}
          value={draft.tradeType}
          onChange={(e) => setDraft({ ...draft, tradeType: e.target.value })}
        >
          <option value="">全部类型</option>
          {types.map((t) => (
            <option key={t} value={t}>
              {TRADE_TYPES[t as keyof typeof TRADE_TYPES]}
            </option>
          ))}
        </select>
        <input
          type="date"
          aria-label="开始日期"
          className={input}
          value={draft.startDate}
          onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
        />
        <span className="text-muted">至</span>
        <input
          type="date"
          aria-label="结束日期"
          className={input}
          value={draft.endDate}
          onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
        />
        <Button type="submit" size="sm">
          查询
        </Button>
      </form>
      {data && summary ? summary(data, filter) : null}
      {error ? (
        <EmptyState text={error} />
      ) : data && data.list.length ? (
        <>
          <table className="w-full text-left text-sm" data-testid={`${testId}-table`}>
            <thead className="text-muted">
              <tr className="border-b border-line">
                <th className="py-2 font-normal">时间</th>
                <th className="font-normal">类型</th>
                <th className="font-normal">变动</th>
                <th className="font-normal">变动后余额</th>
                <th className="font-normal">说明</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id} className="border-b border-line/60" data-testid="record-row">
                  <td className="py-2 whitespace-nowrap">{formatDateTime(r.createTime)}</td>
                  <td>{r.label}</td>
                  <td>
                    {changesOf(r).map((c) => (
                      <span key={c.text} className={`mr-2 whitespace-nowrap ${c.tone === 'in' ? 'text-red-500' : 'text-green-600'}`}>
                        {c.text}
                      </span>
                    ))}
                  </td>
                  <td className="text-muted">{afterOf(r)}</td>
                  <td className="max-w-56 truncate text-muted" title={r.memo ?? undefined}>
                    {r.memo ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={filter.page} pages={pages} total={data.totalNumber} busy={loading} onPage={(page) => go({ ...filter, page })} />
        </>
      ) : loading && !data ? (
        <p className="py-16 text-center text-sm text-muted">加载中…</p>
      ) : (
        <EmptyState />
      )}
    </div>
  );
}
