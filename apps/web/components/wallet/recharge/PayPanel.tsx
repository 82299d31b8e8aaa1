'use client';
import { ORDER_STATUS, fenToYuan, type TPayMethod, type TPaySetting, type TRechargeOrder } from '@sports/contracts';
import QRCode from 'qrcode';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useBalances, useSession } from '@/app/providers';
import { Button } from '@/components/ui/Button';
import { newIdempotencyKey } from '@/lib/api';
import { rechargeApi } from './recharge-api';

const POLL_MS = 2000;

/**
 * /v/pay: current diamonds, the packages, a custom whole-yuan amount, the pay method; 立即充值
 * opens the cashier (or shows the WeChat QR code) and the page follows the order until it is paid.
 */
export function PayPanel({ initialOrderNo }: { initialOrderNo?: string }) {
  const { refreshBalances } = useSession();
  const balance = useBalances()?.balance ?? null;
  const [setting, setSetting] = useState<TPaySetting | null>(null);
  const [packageId, setPackageId] = useState<number | null>(1);
  const [custom, setCustom] = useState('');
  const [method, setMethod] = useState<TPayMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<TRechargeOrder | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const follow = useCallback(
    (orderNo: string) => {
      if (timer.current) clearTimeout(timer.current);
      const tick = async () => {
        const res = await rechargeApi.order(orderNo);
        if (res.code !== 200) return;
        setOrder(res.data);
        if (res.data.status === 'pending') timer.current = setTimeout(tick, POLL_MS);
        else {
          setQr(null);
          if (res.data.status === 'paid') {
            toast.success(`充值成功，到账 ${res.data.diamonds} 球钻`);
            void refreshBalances();
          }
        }
      };
      void tick();
    },
    [refreshBalances],
  );

  useEffect(() => {
    void rechargeApi.setting().then((r) => {
      if (r.code === 200) {
        setSetting(r.data);
        setMethod(r.data.methods[0]?.id ?? null);
      }
    });
    // Back from a cashier: follow that order once the first render is done.
    if (initialOrderNo) void Promise.resolve().then(() => follow(initialOrderNo));
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [follow, initialOrderNo]);

  const customYuan = custom.trim() === '' ? null : Number(custom);
  const selected = setting?.packages.find((p) => p.id === packageId) ?? null;
  const diamonds = selected
    ? selected.diamonds + selected.bonus
    : customYuan && Number.isInteger(customYuan)
      ? (customYuan * 100) / (setting?.diamondFen ?? 10)
      : 0;

  async function pay() {
    if (!setting || !method) return;
    let body: { packageId?: number; yuan?: number; payMethod: TPayMethod };
    if (selected) body = { packageId: selected.id, payMethod: method };
    else {
      if (customYuan === null || !/^\d+$/.test(custom.trim())) return toast.warning('请输入整数充值金额');
      if (customYuan < setting.customMinYuan || customYuan > setting.customMaxYuan)
        return toast.warning(`充值金额须在${setting.customMinYuan}到${setting.customMaxYuan}元之间`);
      body = { yuan: customYuan, payMethod: method };
    }
    setBusy(true);
    // Opened before the call so popup blockers see the click; pointed at the cashier once the order exists.
    const tab = method === 'wechat' ? null : window.open('', '_blank');
    const res = await rechargeApi.recharge(body, newIdempotencyKey());
    setBusy(false);
    if (res.code !== 200) {
      tab?.close();
      return toast.warning(res.message || '下单失败');
    }
    setOrder(res.data.order);
    if (res.data.codeUrl) setQr(await QRCode.toDataURL(res.data.codeUrl, { margin: 1, width: 200 }));
    else if (res.data.payUrl) {
      if (tab) tab.location.href = res.data.payUrl;
      else window.location.href = res.data.payUrl;
    }
    follow(res.data.order.orderNo);
  }

  if (!setting) return <p className="py-16 text-center text-sm text-muted">加载中…</p>;
  const tile = (on: boolean) =>
    `rounded-lg border px-4 py-3 text-left transition-colors ${on ? 'border-primary bg-primary-weak text-primary' : 'border-line hover:border-primary'}`;

  return (
    <div className="space-y-6 text-sm" data-testid="pay-panel">
      <div className="flex items-center justify-between rounded-lg bg-primary-weak px-5 py-4">
        <div>
          <span className="text-muted">当前球钻：</span>
          <strong className="text-2xl text-primary" data-testid="pay-balance">
            {balance ?? '—'}
          </strong>
        </div>
        <Link href="/v/wallet" className="text-primary hover:underline">
          查看钱包明细
        </Link>
      </div>

      <section>
        <h2 className="mb-3 font-semibold">选择充值金额</h2>
        <div className="grid grid-cols-3 gap-3">
          {setting.packages.map((p) => (
            <button
              key={p.id}
              type="button"
              data-testid={`package-${p.id}`}
              className={tile(packageId === p.id)}
              onClick={() => (setPackageId(p.id), setCustom(''))}
            >
              <div className="text-lg font-semibold">{p.diamonds} 球钻</div>
              <div className="text-muted">￥{fenToYuan(p.fen)}</div>
              {p.bonus ? <div className="text-xs text-red-500">加赠 {p.bonus} 球钻</div> : null}
            </button>
          ))}
        </div>
        <label className="mt-3 flex items-center gap-2">
          <span className="text-muted">自定义金额：</span>
          <input
            inputMode="numeric"
            aria-label="自定义金额"
            placeholder={`${setting.customMinYuan}-${setting.customMaxYuan} 元整数`}
            className="w-48 rounded border border-line px-2 py-1"
            value={custom}
            onChange={(e) => {
              setCustom(e.target.value.replace(/[^\d]/g, ''));
              setPackageId(null);
            }}
          />
          <span className="text-muted">元</span>
        </label>
      </section>

      <section>
        <h2 className="mb-3 font-semibold">支付方式</h2>
        {setting.methods.length ? (
          <div className="flex gap-3">
            {setting.methods.map((m) => (
              <button key={m.id} type="button" className={tile(method === m.id)} onClick={() => setMethod(m.id)}>
                {m.name}
              </button>
            ))}
          </div>
        ) : (
          <p className="text-muted">暂无可用的支付方式</p>
        )}
      </section>

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

      {qr ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-line p-4">
          <img src={qr} alt="微信支付二维码" width={200} height={200} />
          <p className="text-muted">请使用微信扫码支付</p>
        </div>
      ) : null}

      {order ? (
        <div className="rounded-lg border border-line px-5 py-4" data-testid="pay-order">
          <p>
            订单号 <span className="font-mono">{order.orderNo}</span>，￥{fenToYuan(order.fen)}，{order.diamonds} 球钻
          </p>
          <p className="mt-1">
            状态：
            <strong
              data-testid="pay-order-status"
              className={order.status === 'paid' ? 'text-red-500' : order.status === 'pending' ? 'text-primary' : 'text-muted'}
            >
              {order.status === 'pending' ? '等待支付…' : order.status === 'paid' ? '支付成功' : ORDER_STATUS[order.status]}
            </strong>
          </p>
        </div>
      ) : null}
    </div>
  );
}
