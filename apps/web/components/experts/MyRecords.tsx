'use client';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, type TPlan } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call } from '@/lib/api';
import { Button } from '@/components/ui/Button';
import { PlanList } from './PlanList';

/** /recommend/records: the expert's own plans with their results; an open plan may be withdrawn before kick-off. */
export function MyRecords() {
  const { userInfo } = useSession();
  const [plans, setPlans] = useState<TPlan[] | null>(null);
  const [version, setVersion] = useState(0);
  const [now, setNow] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  const uid = userInfo?.id;
  useEffect(() => {
    if (!uid) return;
    let live = true;
    void call(API_CALLS.expertCenterRecommends, { body: { expertId: uid, status: 'all', page: 1, pageSize: 50 } }).then((res) => {
      if (!live) return;
      setPlans(res.code === 200 ? res.data.list : []);
      setNow(Date.now());
    });
    return () => {
      live = false;
    };
  }, [uid, version]);
  if (userInfo?.isExpert !== 1) return <p className="py-10 text-center text-sm text-muted">您还不是专家</p>;
  if (plans === null) return <p className="text-sm text-muted">加载中…</p>;

  async function withdraw(id: number) {
    if (!window.confirm('撤回后已购买的用户将全额退款，确定撤回？')) return;
    const res = await call(API_CALLS.withdrawPlan, { body: { id } });
    if (res.code !== 200) return void toast.warning(res.message);
    toast.success('已撤回');
    load();
  }
  const open = plans.filter((p) => p.status === 'open' && p.kickoffAt > now);
  return (
    <div className="space-y-4">
      <PlanList plans={plans} showExpert={false} empty="还没有发布过方案" onChanged={load} />
      {open.length > 0 ? (
        <div className="border-t border-line pt-3 text-xs text-muted">
          <p className="mb-2">未开赛的方案可撤回（购买者全额退款）：</p>
          <div className="flex flex-wrap gap-2">
            {open.map((p) => (
              <Button key={p.id} size="sm" variant="outline" onClick={() => withdraw(p.id)}>
                撤回「{p.title}」
              </Button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
