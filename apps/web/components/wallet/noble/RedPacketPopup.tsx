'use client';
import { useEffect, useState } from 'react';
import { API_CALLS, MESSAGES, type TRedPacketDetail } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Avatar } from '@/components/layout/Avatar';
import { Modal } from '@/components/ui/Modal';
import { call, isOk } from '@/lib/api';

const STATE_TEXT: Record<TRedPacketDetail['state'], string> = { open: '进行中', finished: '已抢完', expired: '已过期' };

/** Grabs a red packet when opened (logged in) and shows the share and who got what. */
export function RedPacketPopup({ packetId, onClose }: { packetId: number; onClose: () => void }) {
  const { userInfo, openLogin, patchBalancesInfo } = useSession();
  const [detail, setDetail] = useState<TRedPacketDetail | null>(null);
  const [note, setNote] = useState<string>('');
  const [got, setGot] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    const load = async () => {
      if (userInfo && userInfo.id) {
        const r = await call(API_CALLS.redPacketGrab, { body: { packetId } });
        if (!live) return;
        if (r.code === MESSAGES.OK.code) {
          setGot(r.data.amount);
          setDetail(r.data.detail);
          patchBalancesInfo({ balance: r.data.balance });
          return;
        }
        setNote(r.code === MESSAGES.UNAUTHORIZED.code ? '登录后才能抢红包' : r.message);
      } else setNote('登录后才能抢红包');
      const d = await call(API_CALLS.redPacketDetail, { query: { packetId } });
      if (live && isOk(d)) setDetail(d.data);
    };
    void load();
    return () => {
      live = false;
    };
    // Grab once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [packetId]);

  return (
    <Modal open onClose={onClose} title="红包" width={380} testId="redpacket-popup">
      <div className="-mx-4 -my-3 space-y-3 text-sm">
        <div className="rounded-lg bg-gradient-to-b from-red-500 to-red-600 px-4 py-5 text-center text-white">
          {detail ? (
            <p className="text-xs opacity-90">
              {detail.nickName} 的红包 · {detail.amount} 球钻 / {detail.count} 个 · {STATE_TEXT[detail.state]}
            </p>
          ) : null}
          {got !== null ? (
            <p data-testid="redpacket-got" className="mt-2 text-3xl font-bold text-amber-300">
              {got} <span className="text-base">球钻</span>
            </p>
          ) : detail?.mine ? (
            <p className="mt-2 text-lg text-amber-200">您抢到了 {detail.mine} 球钻</p>
          ) : (
            <p data-testid="redpacket-note" className="mt-2 text-base">
              {note || '正在拆红包…'}
            </p>
          )}
          {got !== null ? <p className="mt-1 text-xs opacity-90">已存入球钻余额</p> : null}
          {!userInfo ? (
            <button type="button" onClick={openLogin} className="mt-3 rounded-full bg-amber-300 px-4 py-1 text-xs text-red-700">
              登录
            </button>
          ) : null}
        </div>
        {detail ? (
          <div>
            <p className="mb-1 text-xs text-muted">
              已领取 {detail.grabbedCount}/{detail.count} 个，共 {detail.grabbedAmount}/{detail.amount} 球钻
              {detail.returnedAmount ? `，${detail.returnedAmount} 球钻已退回` : ''}
            </p>
            <ul data-testid="redpacket-list" className="max-h-60 divide-y divide-line overflow-y-auto">
              {detail.list.map((g) => (
                <li key={g.userId} className="flex items-center gap-2 py-1.5">
                  <Avatar src={g.portrait} size={28} />
                  <span className="min-w-0 flex-1 truncate">{g.nickName}</span>
                  {g.best ? <span className="rounded bg-amber-100 px-1 text-[10px] text-amber-700">手气最佳</span> : null}
                  <span className="tabular-nums text-ink">{g.amount} 球钻</span>
                </li>
              ))}
              {!detail.list.length ? <li className="py-3 text-center text-xs text-muted">还没有人抢到</li> : null}
            </ul>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
