'use client';
import { useCallback, useEffect, useState } from 'react';
import { API_CALLS, PLAY_TYPES, type TExpertHead, type TPlan } from '@sports/contracts';
import { call } from '@/lib/api';
import { Panel } from '@/components/ui/Panel';
import { ExpertRow } from './ExpertHeadCard';
import { PlanList } from './PlanList';

type TSportFilter = 'football' | 'basketball' | undefined;

/** /guide: plans on sale filtered by sport and play type, and the hot experts by the rank bound. */
export function GuideIndex() {
  const [sport, setSport] = useState<TSportFilter>(undefined);
  const [playType, setPlayType] = useState<number | undefined>(undefined);
  const [plans, setPlans] = useState<TPlan[] | null>(null);
  const [hot, setHot] = useState<TExpertHead[]>([]);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let live = true;
    void call(API_CALLS.expertIndexRecommends, { body: { sport, playType, status: 'open', page: 1, pageSize: 30 } }).then((res) => {
      if (!live) return;
      if (res.code === 200) {
        setPlans(res.data.plans);
        setHot(res.data.hot);
      } else setError(res.message);
    });
    return () => {
      live = false;
    };
  }, [sport, playType, version]);
  const chip = (on: boolean) => `rounded-full px-3 py-1 text-xs ${on ? 'bg-primary text-white' : 'bg-tint text-ink hover:text-primary'}`;
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_320px]">
      <Panel title="今日方案">
        <div className="mb-3 flex flex-wrap gap-2" data-testid="guide-filters">
          {(
            [
              [undefined, '全部'],
              ['football', '足球'],
              ['basketball', '篮球'],
            ] as const
          ).map(([s, label]) => (
            <button
              key={label}
              type="button"
              className={chip(sport === s)}
              onClick={() => {
                setSport(s);
                setPlayType(undefined);
              }}
            >
              {label}
            </button>
          ))}
          {sport
            ? Object.entries(PLAY_TYPES[sport]).map(([k, label]) => (
                <button
                  key={k}
                  type="button"
                  className={chip(playType === Number(k))}
                  onClick={() => setPlayType(playType === Number(k) ? undefined : Number(k))}
                >
                  {label}
                </button>
              ))
            : null}
        </div>
        {error ? (
          <p className="text-sm text-red-500">{error}</p>
        ) : plans ? (
          <PlanList plans={plans} empty="暂无在售方案" onChanged={load} />
        ) : (
          <p className="text-sm text-muted">加载中…</p>
        )}
      </Panel>
      <Panel title="热门专家">
        <p className="mb-2 text-xs text-muted">按命中率的置信下限排序，样本少的专家不会因运气靠前</p>
        <ul>
          {hot.map((h, i) => (
            <ExpertRow key={h.id} head={h} rank={i + 1} />
          ))}
        </ul>
      </Panel>
    </div>
  );
}
