import Link from '@/components/ui/Link';
import { ORDER_STATUS, fenToYuan, type TPayMethod, type TPaySetting, type TRechargeOrder } from '@sports/contracts';

/** A choice tile (package or pay method). */
export const tile = (on: boolean) =>
  `rounded-lg border px-4 py-3 text-left transition-colors ${on ? 'border-primary bg-primary-weak text-primary' : 'border-line hover:border-primary'}`;

/** Current diamonds with the way to the wallet's records. */
export function PayBalance({ balance }: { balance: number | null }) {
  return (
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
  );
}

type TMethodProps = { methods: TPaySetting['methods']; method: TPayMethod | null; onPick: (m: TPayMethod) => void };

/** 支付方式: the pay methods on offer. */
export function MethodPicker({ methods, method, onPick }: TMethodProps) {
  return (
    <section>
      <h2 className="mb-3 font-semibold">支付方式</h2>
      {methods.length ? (
        <div className="flex gap-3">
          {methods.map((m) => (
            <button key={m.id} type="button" className={tile(method === m.id)} onClick={() => onPick(m.id)}>
              {m.name}
            </button>
          ))}
        </div>
      ) : (
        <p className="text-muted">暂无可用的支付方式</p>
      )}
    </section>
  );
}

/** The WeChat QR code to scan. */
export function PayQr({ src }: { src: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-line p-4">
      <img src={src} alt="微信支付二维码" width={200} height={200} />
      <p className="text-muted">请使用微信扫码支付</p>
    </div>
  );
}

/** The order being followed and its status. */
export function OrderStatus({ order }: { order: TRechargeOrder }) {
  return (
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
  );
}
