'use client';
import { ORDER_STATUS, PAY_METHODS, fenToYuan, type TOrderPage, type TOrderStatus } from '@sports/contracts';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { rechargeApi } from '../recharge/recharge-api';

const TABS: [TOrderStatus | '', string][] = [['', '全部'], ...(Object.entries(ORDER_STATUS) as [TOrderStatus, string][])];

/** /v/order: my recharge orders by status; a pending sandbox order can be paid from here. */
export function OrdersPanel() {
  const [status, setStatus] = useState<TOrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<TOrderPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void rechargeApi.orders({ page, pageSize: 10, status: status || undefined }).then((r) => {
      if (r.code === 200) {
        setData(r.data);
        setError(null);
      } else setError(r.message || '加载失败');
    });
  }, [page, status]);

  const pages = data ? Math.max(1, Math.ceil(data.totalNumber / data.pageSize)) : 1;
  return (
    <div className="text-sm" data-testid="orders">
      <div className="mb-4 flex gap-2" role="tablist">
        {TABS.map(([s, label]) => (
          <button
            key={s || 'all'}
            role="tab"
            aria-selected={status === s}
            className={`rounded-full px-4 py-1 ${status === s ? 'bg-primary text-white' : 'border border-line hover:border-primary'}`}
            onClick={() => (setStatus(s), setPage(1))}
          >
            {label}
          </button>
        ))}
      </div>
      {error ? (
        <EmptyState text={error} />
      ) : data && data.list.length ? (
        <>
          <table className="w-full text-left">
            <thead className="text-muted">
              <tr className="border-b border-line">
                <th className="py-2 font-normal">订单号</th>
                <th className="font-normal">下单时间</th>
                <th className="font-normal">金额</th>
                <th className="font-normal">球钻</th>
                <th className="font-normal">支付方式</th>
                <th className="font-normal">状态</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((o) => (
                <tr key={o.orderNo} className="border-b border-line/60">
                  <td className="py-2 font-mono text-xs">{o.orderNo}</td>
                  <td>{formatDateTime(o.createTime)}</td>
                  <td>￥{fenToYuan(o.fen)}</td>
                  <td>{o.diamonds}</td>
                  <td>{PAY_METHODS[o.payMethod]}</td>
                  <td>
                    {o.status === 'pending' && o.payMethod === 'sandbox' ? (
                      <Link className="text-primary hover:underline" href={`/pay/cashier?orderNo=${o.orderNo}`} target="_blank">
                        待支付，去支付
                      </Link>
                    ) : (
                      <span className={o.status === 'paid' ? 'text-red-500' : 'text-muted'}>{o.statusName}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      ) : data ? (
        <EmptyState />
      ) : (
        <p className="py-16 text-center text-muted">加载中…</p>
      )}
    </div>
  );
}
