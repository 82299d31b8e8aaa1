'use client';
import { useEffect, useState } from 'react';
import { API_CALLS, type TExpertHead } from '@sports/contracts';
import { call } from '@/lib/api';
import { EmptyState } from '@/components/ui/EmptyState';
import { ExpertRow } from './ExpertHeadCard';

const ORDERS = [
  ['hitRate', '命中率榜'],
  ['streak', '连红榜'],
  ['return', '回报榜'],
] as const;

/** /guide/expert: every expert ranked by hit rate (its lower bound), streak or return, with the sample shown. */
export function ExpertBoard() {
  const [order, setOrder] = useState<(typeof ORDERS)[number][0]>('hitRate');
  const [list, setList] = useState<TExpertHead[] | null>(null);
  useEffect(() => {
    void call(API_CALLS.expertPcExperts, { body: { order, page: 1, pageSize: 50 } }).then((res) =>
      setList(res.code === 200 ? res.data.list : []),
    );
  }, [order]);
  return (
    <div>
      <div className="mb-3 flex gap-2">
        {ORDERS.map(([k, label]) => (
          <button
            key={k}
            type="button"
            onClick={() => setOrder(k)}
            className={`rounded-full px-3 py-1 text-xs ${order === k ? 'bg-primary text-white' : 'bg-tint text-ink'}`}
          >
            {label}
          </button>
        ))}
      </div>
      {list === null ? (
        <p className="text-sm text-muted">加载中…</p>
      ) : list.length === 0 ? (
        <EmptyState text="暂无专家" />
      ) : (
        <ul data-testid="expert-board">
          {list.map((h, i) => (
            <ExpertRow key={h.id} head={h} rank={i + 1} />
          ))}
        </ul>
      )}
    </div>
  );
}
