'use client';
import { useCallback, useEffect, useState } from 'react';
import { fenToYuan, type TWithdrawRecordPage } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { formatDateTime } from '@/lib/format';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { isOk } from '@/lib/api';
import { withdrawRecords } from './withdraw-api';

const PAGE_SIZE = 10;
const STATUS_TONE: Record<number, string> = { 0: 'text-amber-600', 1: 'text-emerald-600', 2: 'text-red-500' };

/** The caller's withdrawals (POST /tapi/pay/record/withdraw), newest first; reloads when the balances change. */
export function WithdrawRecords() {
  const { balancesInfo } = useSession();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<TWithdrawRecordPage | null>(null);
  const load = useCallback(async (p: number) => {
    const res = await withdrawRecords(p, PAGE_SIZE);
    setData(isOk(res) ? res.data : { list: [], totalNumber: 0, page: p, pageSize: PAGE_SIZE });
  }, []);
  useEffect(() => {
    const t = setTimeout(() => void load(page), 0);
    return () => clearTimeout(t);
  }, [load, page, balancesInfo]);

  if (!data) return <p className="py-6 text-sm text-muted">加载中…</p>;
  if (!data.list.length) return <EmptyState />;
  const pages = Math.max(1, Math.ceil(data.totalNumber / PAGE_SIZE));
  return (
    <div data-testid="withdraw-records">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs text-muted">
          <tr>
            <th className="py-2 font-normal">时间</th>
            <th className="py-2 font-normal">提现方式</th>
            <th className="py-2 font-normal">账户</th>
            <th className="py-2 text-right font-normal">提现球钻</th>
            <th className="py-2 text-right font-normal">代缴个税(元)</th>
            <th className="py-2 text-right font-normal">到账(元)</th>
            <th className="py-2 text-right font-normal">状态</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((r) => (
            <tr key={r.id} className="border-b border-line/60" data-testid="withdraw-record">
              <td className="py-3 tabular-nums text-muted">{formatDateTime(r.createdAt)}</td>
              <td className="py-3">{r.drawTypeName}</td>
              <td className="py-3 text-muted">
                {r.bankName && r.drawType === 1 ? `${r.bankName} ` : ''}
                {r.accountNo}
              </td>
              <td className="py-3 text-right tabular-nums">{r.amount}</td>
              <td className="py-3 text-right tabular-nums">{fenToYuan(r.taxFen)}</td>
              <td className="py-3 text-right tabular-nums">{fenToYuan(r.netFen)}</td>
              <td className={`py-3 text-right ${STATUS_TONE[r.status] ?? ''}`} title={r.reason || undefined}>
                {r.statusName}
                {r.reason ? <span className="block text-xs text-muted">{r.reason}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pages={pages} onPage={setPage} align="end" />
    </div>
  );
}
