'use client';
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, MESSAGES, RED_PACKET_MAX_AMOUNT, RED_PACKET_MAX_COUNT, RED_PACKET_TTL_MS } from '@sports/contracts';
import { useBalances, useSession } from '@/app/providers';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { call, newIdempotencyKey } from '@/lib/api';

/** The same limits the server checks, with its messages, so most mistakes are caught before sending. */
function redPacketError(amountText: string, countText: string): string | null {
  if (!/^\d+$/.test(amountText)) return '请输入正确的红包金额';
  if (!/^\d+$/.test(countText)) return `红包个数须为1到${RED_PACKET_MAX_COUNT}之间的整数`;
  const amount = Number(amountText);
  const count = Number(countText);
  if (amount < 1) return '红包金额必须大于0';
  if (amount > RED_PACKET_MAX_AMOUNT) return `红包金额不能超过${RED_PACKET_MAX_AMOUNT}球钻`;
  if (count < 1 || count > RED_PACKET_MAX_COUNT) return `红包个数须为1到${RED_PACKET_MAX_COUNT}之间的整数`;
  if (amount < count) return MESSAGES.RED_PACKET_TOO_SMALL.message;
  return null;
}

/** 发红包: amount in diamonds split at random into `count` shares for the room's viewers. */
export function RedPacketSendDialog({ roomId, open, onClose }: { roomId: number; open: boolean; onClose: () => void }) {
  const { patchBalancesInfo } = useSession();
  const balancesInfo = useBalances();
  const [amount, setAmount] = useState('100');
  const [count, setCount] = useState('10');
  const [busy, setBusy] = useState(false);
  const error = redPacketError(amount, count);
  const short = balancesInfo !== null && !error && Number(amount) > balancesInfo.balance;

  const submit = async () => {
    if (error) return toast.error(error);
    setBusy(true);
    const r = await call(API_CALLS.redPacketSend, {
      body: {
        roomId,
        amount: Number(amount),
        count: Number(count),
      },
      idempotencyKey: newIdempotencyKey(),
    });
    setBusy(false);
    if (r.code !== MESSAGES.OK.code) return toast.error(r.message);
    toast.success('红包已发出');
    patchBalancesInfo({ balance: r.data.balance });
    onClose();
  };

  return (
    <Modal open={open} onClose={onClose} title="发红包" width={420} testId="redpacket-send-dialog">
      <form
        className="space-y-4 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="flex items-center gap-3">
          <span className="w-16 shrink-0 text-muted">总金额</span>
          <input
            data-testid="redpacket-amount"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/\D/g, '').slice(0, 6))}
            className="flex-1 rounded border border-line bg-page px-3 py-2 outline-none focus:border-primary"
          />
          <span className="w-6 text-muted">球钻</span>
        </label>
        <label className="flex items-center gap-3">
          <span className="w-16 shrink-0 text-muted">红包个数</span>
          <input
            data-testid="redpacket-count"
            inputMode="numeric"
            value={count}
            onChange={(e) => setCount(e.target.value.replace(/\D/g, '').slice(0, 3))}
            className="flex-1 rounded border border-line bg-page px-3 py-2 outline-none focus:border-primary"
          />
          <span className="w-6 text-muted">个</span>
        </label>
        <p className="text-xs text-muted">
          随机金额，每个至少 1 球钻；{RED_PACKET_TTL_MS / 60_000} 分钟内未被抢完的部分自动退回。当前余额：{balancesInfo?.balance ?? 0} 球钻
          {short ? (
            <>
              ，
              <Link href="/v/pay" className="text-primary">
                去充值
              </Link>
            </>
          ) : null}
        </p>
        {error ? <p className="text-xs text-red-500">{error}</p> : null}
        <Button type="submit" data-testid="redpacket-submit" disabled={busy || Boolean(error)} className="w-full">
          塞钱进红包
        </Button>
      </form>
    </Modal>
  );
}
