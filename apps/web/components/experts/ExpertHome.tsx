'use client';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, type TExpertHead, type TPlan } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call } from '@/lib/api';
import { Avatar } from '@/components/layout/Avatar';
import { Button } from '@/components/ui/Button';
import { Panel } from '@/components/ui/Panel';
import { ExpertStats } from './ExpertHeadCard';
import { PlanList } from './PlanList';

/** /guide/expert/info/{id}: the expert's head (records from settled plans), follow, and the plans. */
export function ExpertHome({ expertId }: { expertId: number }) {
  const { userInfo, openLogin } = useSession();
  const [head, setHead] = useState<TExpertHead | null>(null);
  const [plans, setPlans] = useState<TPlan[]>([]);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let live = true;
    void Promise.all([
      call(API_CALLS.expertCenterHead, { body: { expertId } }),
      call(API_CALLS.expertCenterRecommends, { body: { expertId, status: 'all', page: 1, pageSize: 30 } }),
    ]).then(([h, p]) => {
      if (!live) return;
      if (h.code !== 200) return setError(h.message);
      setHead(h.data);
      if (p.code === 200) setPlans(p.data.list);
    });
    return () => {
      live = false;
    };
  }, [expertId, version]);

  async function follow() {
    if (!userInfo) return openLogin();
    if (!head) return;
    const res = await call(API_CALLS.expertFollow, { body: { expertId, flag: !head.followed } });
    if (res.code !== 200) return void toast.warning(res.message);
    setHead({ ...head, followed: res.data.followed, fans: res.data.fans });
  }

  if (error) return <p className="text-sm text-red-500">{error}</p>;
  if (!head) return <p className="text-sm text-muted">加载中…</p>;
  return (
    <div className="space-y-4">
      <Panel>
        <div className="flex items-center gap-4" data-testid="expert-head">
          <Avatar src={head.portrait} size={64} />
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold text-ink">{head.name}</h2>
            <p className="text-sm text-muted">{head.description || '这位专家还没有写简介'}</p>
          </div>
          {userInfo?.id !== head.id ? (
            <Button variant={head.followed ? 'outline' : 'primary'} onClick={follow} data-testid="expert-follow">
              {head.followed ? '已关注' : '关注'}
            </Button>
          ) : null}
        </div>
        <div className="mt-4">
          <ExpertStats head={head} />
        </div>
      </Panel>
      <Panel title="专家方案">
        <PlanList plans={plans} showExpert={false} onChanged={load} />
      </Panel>
    </div>
  );
}
