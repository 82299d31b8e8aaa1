'use client';
/** <ContributorRank>: a room's 贡献榜 (diamonds gifted to its anchor), by day, week or all time; reloads shortly after `version` changes (a gift arrived). */
import { startTransition, useEffect, useRef, useState } from 'react';
import { API_CALLS, CONTRIBUTION_RANK_LABELS, type TContributionRankType, type TContributor } from '@sports/contracts';
import { Avatar } from '@/components/layout/Avatar';
import { call, isOk } from '@/lib/api';

const TABS: TContributionRankType[] = ['day', 'week', 'all'];
const GIFT_RELOAD_MS = 800;

export function ContributorRank({ anchorId, version }: { anchorId: number; version: number }) {
  const [type, setType] = useState<TContributionRankType>('day');
  const [list, setList] = useState<TContributor[] | null>(null);

  // The first load (and a new tab or anchor) is immediate; a gift's version bump reloads after
  // GIFT_RELOAD_MS, so a burst of gifts costs one request (as RoomNobility's reload does).
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    let live = true;
    const key = `${anchorId}:${type}`;
    const t = setTimeout(
      () => {
        loaded.current = key;
        void call(API_CALLS.roomUserRank, { query: { anchorId, rankType: type, size: 10 } }).then((r) => {
          // a transition: the list renders time-sliced (decision 0064)
          if (live && isOk(r)) startTransition(() => setList(r.data));
        });
      },
      loaded.current === key ? GIFT_RELOAD_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [anchorId, type, version]);

  return (
    <section data-testid="contributor-rank" className="rounded-lg bg-surface px-3 py-2 text-sm shadow-sm">
      <header className="mb-1 flex items-center gap-2">
        <h2 className="font-semibold text-ink">贡献榜</h2>
        <div className="ml-auto flex gap-1 text-xs" role="tablist">
          {TABS.map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={type === t}
              onClick={() => setType(t)}
              className={`rounded-full px-2 py-0.5 ${type === t ? 'bg-primary text-white' : 'text-muted hover:text-primary'}`}
            >
              {CONTRIBUTION_RANK_LABELS[t]}
            </button>
          ))}
        </div>
      </header>
      {list && list.length === 0 ? <p className="py-3 text-center text-xs text-muted">暂无贡献，送个礼物上榜吧</p> : null}
      <ol className="space-y-1">
        {(list ?? []).map((c) => (
          <li key={c.userId} data-testid="contributor" className="flex items-center gap-2">
            <span className={`w-5 text-center text-xs font-semibold ${c.rank <= 3 ? 'text-amber-500' : 'text-muted'}`}>{c.rank}</span>
            <Avatar src={c.portrait} size={24} />
            <span className="min-w-0 flex-1 truncate text-ink">{c.nickName}</span>
            <span className="text-xs text-amber-600">{c.total} 球钻</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
