import QRCode from 'qrcode';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import type { TPayMethod, TRechargeOrder } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { newIdempotencyKey } from '@/lib/api';
import { rechargeApi } from './recharge-api';

const POLL_MS = 2000;

export type TRechargeBody = { packageId?: number; yuan?: number; payMethod: TPayMethod };

/**
 * A recharge order: placing it opens the cashier (or shows the WeChat QR code), then the order is
 * followed every POLL_MS until it is paid or closed. `initialOrderNo`: back from a cashier.
 */
export function useRechargeOrder(initialOrderNo?: string) {
  const { refreshBalances } = useSession();
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
    // Back from a cashier: follow that order once the first render is done.
    if (initialOrderNo) void Promise.resolve().then(() => follow(initialOrderNo));
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [follow, initialOrderNo]);

  const place = async (body: TRechargeBody) => {
    setBusy(true);
    // Opened before the call so popup blockers see the click; pointed at the cashier once the order exists.
    const tab = body.payMethod === 'wechat' ? null : window.open('', '_blank');
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
  };

  return { busy, order, qr, place };
}
