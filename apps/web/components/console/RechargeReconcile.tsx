'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS, type TConsoleReconcile } from '@sports/contracts';
import { call } from '@/lib/api';
import { btn, Panel, when } from './ui';

/** The recharge reconciliation on demand (as `recharge reconcile`): paid orders against recharge credits, both ways. */
export function RechargeReconcile() {
  const [result, setResult] = useState<TConsoleReconcile | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    const r = await call(CONSOLE_CALLS.consoleRechargeReconcile);
    setRunning(false);
    if (r.code === 200) setResult(r.data);
    else toast.error(r.message);
  };
  return (
    <Panel
      title="充值对账"
      actions={
        <button type="button" className={`${btn} bg-slate-700`} disabled={running} onClick={() => void run()}>
          {running ? '对账中…' : '开始对账'}
        </button>
      }
    >
      {result ? (
        <div className="text-sm" data-testid="recharge-reconcile">
          <p>
            已支付订单 {result.paidOrders} 笔，充值入账 {result.journals} 笔（{when(result.checkedAt)}）
          </p>
          {result.problems.length ? (
            <ul className="mt-2 list-disc pl-5 text-red-600">
              {result.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 font-semibold text-green-700">对账一致</p>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-500">逐笔核对：每笔已支付订单是否按其球钻入账给下单用户，每笔充值入账是否有已支付的订单。</p>
      )}
    </Panel>
  );
}
