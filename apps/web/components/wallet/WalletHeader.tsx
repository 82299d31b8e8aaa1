'use client';
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { fenToYuan } from '@sports/contracts';
import { useBalances, useSession } from '@/app/providers';
import { buttonClass } from '@/components/ui/Button';
import { SetPayPasswordDialog } from './withdraw/SetPayPasswordDialog';
import { WithdrawDialog } from './withdraw/WithdrawDialog';

/**
 * SPEC §2 wallet header: the consumption wallet (球钻 balance, 充值 → /v/pay) and the income wallet
 * (withdrawable, pending settlement, cumulative yuan received; 提现). 提现 opens the withdrawal
 * dialog when a payment password is set, else the set-payment-password dialog.
 */
export function WalletHeader() {
  const { userInfo } = useSession();
  const b = useBalances();
  const [dialog, setDialog] = useState<'withdraw' | 'paypw' | null>(null);
  const onWithdraw = () => setDialog(userInfo?.hasPayPsw ? 'withdraw' : 'paypw');

  return (
    <section className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="wallet-header">
      <div className="flex items-center justify-between rounded-xl bg-gradient-to-br from-primary to-primary-strong p-6 text-white shadow-sm">
        <div>
          <p className="text-sm opacity-90">消费钱包</p>
          <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid="wallet-balance">
            {b?.balance ?? 0}
            <span className="ml-1 text-sm font-normal opacity-90">球钻</span>
          </p>
          <p className="mt-1 text-xs opacity-80">球票 {b?.ticket ?? 0}</p>
        </div>
        <Link href="/v/pay" className="rounded-full bg-white px-5 py-2 text-sm font-medium text-primary shadow-sm hover:bg-white/90">
          充值
        </Link>
      </div>
      <div className="flex items-center justify-between rounded-xl border border-line bg-surface p-6 shadow-sm">
        <div className="grid grid-cols-3 gap-6">
          <Figure label="可提现球钻" value={String(b?.cashBalance ?? 0)} testId="wallet-cash" />
          <Figure label="待结算球钻" value={String(b?.freezeMoney ?? 0)} testId="wallet-freeze" />
          <Figure label="累计到账(元)" value={fenToYuan(b?.withdrawMoney ?? 0)} testId="wallet-withdrawn" />
        </div>
        <button type="button" onClick={onWithdraw} className={buttonClass('primary')} data-testid="wallet-withdraw">
          提现
        </button>
      </div>
      <p className="col-span-full -mt-2 text-xs text-muted">
        收益钱包：礼物收入计入可提现球钻（1 球钻 = 0.1 元）；提现到银行卡或支付宝需审核，审核期间计入待结算。
      </p>
      <WithdrawDialog open={dialog === 'withdraw'} onClose={() => setDialog(null)} />
      <SetPayPasswordDialog open={dialog === 'paypw'} onClose={() => setDialog(null)} />
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <p className="text-xs text-muted">{label}</p>
      <p className="mt-2 text-xl font-semibold tabular-nums text-ink" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
