'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { TPaySetting } from '@sports/contracts';
import { useBalances } from '@/app/providers';
import { Button } from '@/components/ui/Button';
import { PackagePicker } from './PackagePicker';
import { MethodPicker, OrderStatus, PayBalance, PayQr } from './PayParts';
import { usePaySetting } from './usePaySetting';
import { useRechargeOrder } from './useRechargeOrder';

/** Diamonds the choice brings: the package's with its bonus, or the custom yuan at the diamond price. */
function diamondsOf(setting: TPaySetting | null, packageId: number | null, custom: string) {
  const customYuan = custom.trim() === '' ? null : Number(custom);
  const selected = setting?.packages.find((p) => p.id === packageId) ?? null;
  const diamonds = selected
    ? selected.diamonds + selected.bonus
    : customYuan && Number.isInteger(customYuan)
      ? (customYuan * 100) / (setting?.diamondFen ?? 10)
      : 0;
  return { customYuan, selected, diamonds };
}

/**
 * /v/pay: current diamonds, the packages, a custom whole-yuan amount, the pay method; 立即充值
 * opens the cashier (or shows the WeChat QR code) and the page follows the order until it is paid.
 */
export function PayPanel({ initialOrderNo }: { initialOrderNo?: string }) {
  const balance = useBalances()?.balance ?? null;
  const { setting, method, setMethod } = usePaySetting();
  const { busy, order, qr, place } = useRechargeOrder(initialOrderNo);
  const [packageId, setPackageId] = useState<number | null>(1);
  const [custom, setCustom] = useState('');
  const { customYuan, selected, diamonds } = diamondsOf(setting, packageId, custom);

  async function pay() {
    if (!setting || !method) return;
    if (selected) return place({ packageId: selected.id, payMethod: method });
    if (customYuan === null || !/^\d+$/.test(custom.trim())) return toast.warning('请输入整数充值金额');
    if (customYuan < setting.customMinYuan || customYuan > setting.customMaxYuan)
      return toast.warning(`充值金额须在${setting.customMinYuan}到${setting.customMaxYuan}元之间`);
    return place({ yuan: customYuan, payMethod: method });
  }

  if (!setting) return <p className="py-16 text-center text-sm text-muted">加载中…</p>;
  return (
    <div className="space-y-6 text-sm" data-testid="pay-panel">
      <PayBalance balance={balance} />
      <PackagePicker
        setting={setting}
        packageId={packageId}
        custom={custom}
        onPackage={(id) => (setPackageId(id), setCustom(''))}
        onCustom={(yuan) => (setCustom(yuan), setPackageId(null))}
      />
      <MethodPicker methods={setting.methods} method={method} onPick={setMethod} />
      <div className="flex items-center gap-4">
        <Button onClick={pay} disabled={busy || !method || diamonds <= 0} data-testid="pay-submit">
          立即充值
        </Button>
        {diamonds > 0 ? (
          <span className="text-muted">
            到账 <strong className="text-primary">{diamonds}</strong> 球钻
          </span>
        ) : null}
      </div>
      {qr ? <PayQr src={qr} /> : null}
      {order ? <OrderStatus order={order} /> : null}
    </div>
  );
}
