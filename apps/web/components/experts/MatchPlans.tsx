'use client';
import { useCallback, useEffect, useState } from 'react';
import { API_CALLS, type TPlan } from '@sports/contracts';
import { call } from '@/lib/api';
import { PlanList } from './PlanList';

/** The match centre's 方案 tab: every plan on this match. */
export function MatchPlans({ matchId }: { matchId: number }) {
  const [plans, setPlans] = useState<TPlan[] | null>(null);
  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let live = true;
    void call(API_CALLS.expertPcMatch, { body: { matchId, status: 'all', page: 1, pageSize: 50 } }).then((res) => {
      if (live) setPlans(res.code === 200 ? res.data.list : []);
    });
    return () => {
      live = false;
    };
  }, [matchId, version]);
  if (plans === null) return <p className="text-sm text-muted">加载中…</p>;
  return <PlanList plans={plans} empty="本场比赛暂无专家方案" onChanged={load} />;
}
