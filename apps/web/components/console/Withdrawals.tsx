'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS, DRAW_TYPES, WITHDRAW_STATUS, fenToYuan, routeUrl } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { ReviewDecision } from './ReviewDecision';
import { input, Panel, Table, when } from './ui';
import { useConsoleData } from './use-console-data';

type Status = '0' | '1' | '2' | 'all';
const FILTERS: { value: Status; label: string }[] = [
  { value: '0', label: '审核中' },
  { value: '1', label: '已到账' },
  { value: '2', label: '已驳回' },
  { value: 'all', label: '全部' },
];

/** Withdrawals: the payout account in full, approve (paid out) or reject (diamonds back), CSV for the bank. */
export function Withdrawals() {
  const op = useOperator();
  const [status, setStatus] = useState<Status>('0');
  const { data: rows = [], reload } = useConsoleData(() => call(CONSOLE_CALLS.consoleWithdrawals, { query: { status } }), [status]);
  const canReview = !!op?.permissions.includes('withdraw.review');
  const approve = async (id: number) => {
    if (!window.confirm(`确认提现 #${id} 已打款？`)) return;
    const r = await call(CONSOLE_CALLS.consoleWithdrawApprove, { params: { id } });
    if (r.code === 200) toast.success(`提现 #${id} 已到账`);
    else toast.error(r.message);
    reload();
  };
  const exportHref = `${routeUrl(CONSOLE_CALLS.consoleWithdrawExport)}?status=${status}`;
  return (
    <Allowed permission="withdraw.read">
      <Panel
        title="提现审核"
        actions={
          <div className="flex items-center gap-3 text-sm">
            <select className={input} value={status} aria-label="状态" onChange={(e) => setStatus(e.target.value as Status)}>
              {FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
            {op?.permissions.includes('withdraw.export') ? (
              <a className="text-blue-600 underline" href={exportHref} download>
                导出 CSV
              </a>
            ) : null}
          </div>
        }
      >
        <Table head={['编号', '用户', '方式', '球钻', '实付(元)', '收款账户', '状态', '申请时间', '操作']} empty={!rows.length}>
          {rows.map((r) => (
            <tr key={r.id} data-testid={`withdrawal-${r.id}`}>
              <td className="px-2 py-2">#{r.id}</td>
              <td className="px-2 py-2">
                {r.nickName}
                <div className="text-xs text-slate-400">{r.mobile ?? ''}</div>
              </td>
              <td className="px-2 py-2">{DRAW_TYPES[r.drawType as 1 | 2 | 3] ?? '-'}</td>
              <td className="px-2 py-2">{r.amount}</td>
              <td className="px-2 py-2">
                {fenToYuan(r.netFen)}
                <div className="text-xs text-slate-400">税 {fenToYuan(r.taxFen)}</div>
              </td>
              <td className="px-2 py-2">{r.account || '-'}</td>
              <td className="px-2 py-2">
                {WITHDRAW_STATUS[r.status as 0 | 1 | 2]}
                {r.reason ? <div className="text-xs text-slate-400">{r.reason}</div> : null}
              </td>
              <td className="px-2 py-2 whitespace-nowrap">{when(r.createdAt)}</td>
              <td className="px-2 py-2">
                {canReview && r.status === 0 ? (
                  <ReviewDecision
                    approveLabel="确认打款"
                    onApprove={() => void approve(r.id)}
                    reject={(reason) => call(CONSOLE_CALLS.consoleWithdrawReject, { params: { id: r.id }, body: { reason } })}
                    rejected={`提现 #${r.id} 已驳回，球钻已退回`}
                    onDone={reload}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      </Panel>
    </Allowed>
  );
}
