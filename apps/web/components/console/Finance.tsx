'use client';
import { useEffect, useState } from 'react';
import { CONSOLE_CALLS, TRADE_TYPES, type TConsoleDailyTotal, type TConsoleLedgerCheck } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { ManualAdjust } from './ManualAdjust';
import { DueRedPackets } from './DueRedPackets';
import { RechargeReconcile } from './RechargeReconcile';
import { btn, Panel, Table } from './ui';

/** Finance: the ledger check on demand, per-day totals by trade type, and manual credit/debit. */
export function Finance() {
  const op = useOperator();
  const [check, setCheck] = useState<TConsoleLedgerCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [daily, setDaily] = useState<TConsoleDailyTotal[]>([]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    void call(CONSOLE_CALLS.consoleDailyTotals, { query: { days: 7 } }).then((r) => r.code === 200 && setDaily(r.data));
  }, [tick]);
  const runCheck = async () => {
    setChecking(true);
    const r = await call(CONSOLE_CALLS.consoleLedgerCheck);
    setChecking(false);
    if (r.code === 200) setCheck(r.data);
  };
  return (
    <Allowed permission="finance.read">
      <div className="flex flex-col gap-5">
        <Panel
          title="账目核对"
          actions={
            <button type="button" className={`${btn} bg-slate-700`} disabled={checking} onClick={() => void runCheck()}>
              {checking ? '核对中…' : '核对账目'}
            </button>
          }
        >
          {check ? (
            <div className="text-sm" data-testid="ledger-check">
              <p>
                钱包 {check.accounts} 个，账目 {check.journals} 笔，流水 {check.entries} 条；平台侧：球钻 {check.house.diamonds}，球票{' '}
                {check.house.tickets}
              </p>
              {check.problems.length ? (
                <ul className="mt-2 list-disc pl-5 text-red-600">
                  {check.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 font-semibold text-green-700">账目平衡</p>
              )}
            </div>
          ) : (
            <p className="text-sm text-slate-500">核对每个钱包的余额等于其全部流水之和、每笔账目借贷平衡、无负余额。</p>
          )}
        </Panel>
        <RechargeReconcile />
        <DueRedPackets />
        <Panel title="近7日按交易类型汇总（北京时间）">
          <Table head={['日期', '交易类型', '笔数', '用户球钻变动', '用户球票变动']} empty={!daily.length}>
            {daily.map((d) => (
              <tr key={`${d.day}-${d.tradeType}`} data-testid="daily-row">
                <td className="px-2 py-2">{d.day}</td>
                <td className="px-2 py-2">{TRADE_TYPES[d.tradeType as keyof typeof TRADE_TYPES] ?? d.tradeType}</td>
                <td className="px-2 py-2">{d.journals}</td>
                <td className="px-2 py-2">{d.diamonds}</td>
                <td className="px-2 py-2">{d.tickets}</td>
              </tr>
            ))}
          </Table>
        </Panel>
        {op?.permissions.includes('finance.adjust') ? <ManualAdjust onDone={() => setTick((n) => n + 1)} /> : null}
      </div>
    </Allowed>
  );
}
