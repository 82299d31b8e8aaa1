'use client';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, UI_TEXT, shanghaiDateTime, type TPlanFull } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call, newIdempotencyKey } from '@/lib/api';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';

/** A plan's detail: hidden pick until bought (or free, own, over), buying with diamonds, and the digest to check. */
export function PlanDialog({ id, onClose, onChanged }: { id: number | null; onClose: () => void; onChanged?: () => void }) {
  const { userInfo, openLogin, setBalancesInfo, balancesInfo, refreshBalances } = useSession();
  const [plan, setPlan] = useState<TPlanFull | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    void call(API_CALLS.planDetail, { params: { id } }).then((res) => {
      if (!live) return;
      if (res.code === 200) {
        setPlan(res.data);
        setError('');
      } else setError(res.message);
    });
    return () => {
      live = false;
    };
  }, [id, version]);
  // The plan shown belongs to the id asked for; another id waits for its own answer.
  const shown = plan && plan.id === id ? plan : null;

  async function buy() {
    if (!shown) return;
    if (!userInfo) return openLogin();
    setBusy(true);
    const res = await call(API_CALLS.buyPlan, { body: { id: shown.id }, idempotencyKey: newIdempotencyKey() });
    setBusy(false);
    if (res.code !== 200) return void toast.warning(res.message);
    toast.success('购买成功');
    if (balancesInfo) setBalancesInfo({ ...balancesInfo, balance: res.data.balance });
    else void refreshBalances();
    setVersion((v) => v + 1);
    onChanged?.();
  }

  return (
    <Modal open={id !== null} onClose={onClose} title="方案详情" width={620} testId="plan-dialog">
      <div className="max-h-[70vh] overflow-y-auto p-5 text-sm">
        {error ? <p className="text-red-500">{error}</p> : null}
        {!shown ? (
          error ? null : (
            <p className="text-muted">加载中…</p>
          )
        ) : (
          <>
            <h3 className="text-base font-semibold text-ink">{shown.title}</h3>
            <p className="mt-1 text-xs text-muted">
              {shown.expertName} · {shown.playName} · 发布于 {shanghaiDateTime(shown.createdAt)} · {shown.buyers} 人购买
              {shown.refundOnMiss ? ' · 不中退' : ''}
            </p>
            <ul className="mt-3 space-y-1">
              {shown.matches.map((m) => (
                <li key={m.matchId} className="rounded bg-tint px-3 py-2">
                  {m.competition} {m.home} {m.state > 1 ? `${m.homeScore}:${m.awayScore}` : 'VS'} {m.away} ·{' '}
                  {shanghaiDateTime(m.kickoffAt).slice(5, 16)}
                </li>
              ))}
            </ul>
            {shown.result ? (
              <p className="mt-3 font-semibold" data-testid="plan-dialog-result">
                结果：{shown.resultText}
              </p>
            ) : null}
            {shown.unlocked ? (
              <div data-testid="plan-unlocked" className="mt-4">
                <table className="w-full text-left text-xs">
                  <thead>
                    <tr className="text-muted">
                      <th className="py-1">比赛</th>
                      <th>推荐</th>
                      <th>盘口</th>
                      <th>赔率</th>
                      <th>结果</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.details.map((d) => (
                      <tr key={d.matchId} className="border-t border-line">
                        <td className="py-1">
                          {d.home} VS {d.away}
                        </td>
                        <td className="font-semibold text-primary">{d.pickText}</td>
                        <td>{d.line === null ? '-' : d.line}</td>
                        <td>{d.odds.toFixed(2)}</td>
                        <td>{d.result ?? '待开奖'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="mt-3 whitespace-pre-wrap leading-6 text-ink">{shown.analysis}</p>
              </div>
            ) : (
              <div className="mt-4 rounded border border-dashed border-line p-4 text-center">
                <p className="text-muted">购买后查看推荐与分析（开赛后停止售卖）</p>
                <Button className="mt-3" disabled={busy || shown.status !== 'open'} onClick={buy} data-testid="plan-buy">
                  {shown.status !== 'open' ? '已停售' : `${shown.price} 球钻购买`}
                </Button>
                {!userInfo ? <p className="mt-2 text-xs text-muted">{UI_TEXT.needLogin}</p> : null}
              </div>
            )}
            <div className="mt-4 break-all rounded bg-tint p-3 text-xs text-muted">
              <p>
                推荐摘要（发布时记录，SHA-256）：<span data-testid="plan-digest">{shown.digest}</span>
              </p>
              {shown.salt ? (
                <p className="mt-1">
                  校验：SHA-256(“{shown.salt}|{shown.digestText}”) 应等于上面的摘要，证明推荐发布后未被修改。
                </p>
              ) : (
                <p className="mt-1">购买或比赛结束后公开摘要原文，可自行校验推荐未被修改。</p>
              )}
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
