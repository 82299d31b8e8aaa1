'use client';
import { fenToYuan, type TRechargeOrder } from '@sports/contracts';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { rechargeApi } from './recharge-api';

/** The sandbox cashier: the order and two buttons, like a gateway's page. */
export function Cashier({ orderNo }: { orderNo: string }) {
  const [order, setOrder] = useState<TRechargeOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void rechargeApi.cashierOrder(orderNo).then((r) => (r.code === 200 ? setOrder(r.data) : setError(r.message || '订单不存在')));
  }, [orderNo]);

  async function act(kind: 'confirm' | 'cancel') {
    setBusy(true);
    const r = await (kind === 'confirm' ? rechargeApi.confirm(orderNo) : rechargeApi.cancel(orderNo));
    setBusy(false);
    if (r.code === 200) setOrder(r.data);
    else setError(r.message || '操作失败');
  }

  return (
    <div className="flex h-full items-center justify-center bg-page p-4">
      <div className="w-full max-w-md rounded-lg bg-surface p-6 text-sm shadow" data-testid="cashier">
        <h1 className="mb-1 text-lg font-semibold">模拟收银台</h1>
        <p className="mb-4 text-xs text-muted">沙箱支付渠道：确认后由服务器发送签名的支付通知，不产生真实扣款。</p>
        {order ? (
          <>
            <dl className="grid grid-cols-[5rem_1fr] gap-y-2">
              <dt className="text-muted">订单号</dt>
              <dd className="font-mono">{order.orderNo}</dd>
              <dt className="text-muted">商品</dt>
              <dd>{order.diamonds} 球钻</dd>
              <dt className="text-muted">应付金额</dt>
              <dd className="text-xl font-semibold text-red-500">￥{fenToYuan(order.fen)}</dd>
            </dl>
            {order.status === 'pending' ? (
              <div className="mt-6 flex gap-3">
                <Button onClick={() => act('confirm')} disabled={busy} data-testid="cashier-confirm">
                  确认支付
                </Button>
                <Button variant="outline" onClick={() => act('cancel')} disabled={busy}>
                  取消支付
                </Button>
              </div>
            ) : (
              <p className="mt-6 text-base" data-testid="cashier-result">
                {order.status === 'paid' ? '支付成功' : order.status === 'cancelled' ? '已取消支付' : '订单已关闭'}
              </p>
            )}
          </>
        ) : null}
        {error ? <p className="mt-4 text-red-500">{error}</p> : null}
        <Link href={`/v/pay?orderNo=${encodeURIComponent(orderNo)}`} className="mt-6 inline-block text-primary hover:underline">
          返回充值页面
        </Link>
      </div>
    </div>
  );
}
