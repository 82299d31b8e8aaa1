'use client';
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS as R } from '@sports/contracts';
import { Button } from '@/components/ui/Button';
import { call } from '@/lib/api';
import { LeagueChecklist } from './LeagueChecklist';
import { asFilter, groupByCountry, selectAll, type TPickGroup } from './league-selection';
import type { TLeagueFilterQuery } from './score-tabs';

/** The 赛事筛选 pop-over of a list: the list's leagues with counts, hot first, then by country. */
export function LeagueFilter({
  query,
  value,
  onApply,
}: {
  query: TLeagueFilterQuery;
  value: number[] | null;
  onApply: (ids: number[] | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [groups, setGroups] = useState<TPickGroup[] | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  async function load(next: boolean) {
    setOpen(next);
    if (!next) return;
    const { date, issue } = query;
    const res =
      query.sport === 'football'
        ? await call(R.footballFilter, { query: { type: query.type, date, issue } })
        : await call(R.basketballFilter, { query: { type: query.type, date, issue } });
    if (res.code !== 200) {
      toast.warning(res.message);
      return;
    }
    const g = groupByCountry(res.data.list);
    setGroups(g);
    setSelected(value ? new Set(value) : selectAll(g));
  }

  return (
    <Popover.Root open={open} onOpenChange={load}>
      <Popover.Trigger asChild>
        <Button size="sm" variant={value ? 'primary' : 'outline'} data-testid="league-filter">
          赛事筛选{value ? `（${value.length}）` : ''}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 flex max-h-[min(70vh,var(--radix-popover-content-available-height))] w-[600px] flex-col rounded-lg border border-line bg-surface p-4 shadow-xl"
        >
          {groups === null ? (
            <p className="py-6 text-center text-sm text-muted">加载中…</p>
          ) : groups.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted">暂无数据</p>
          ) : (
            <>
              <div className="min-h-0 flex-1 overflow-auto">
                <LeagueChecklist groups={groups} selected={selected} onChange={setSelected} />
              </div>
              <div className="mt-3 flex shrink-0 justify-end gap-2 border-t border-line pt-3">
                <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                  取消
                </Button>
                <Button
                  size="sm"
                  data-testid="league-filter-apply"
                  onClick={() => {
                    if (selected.size === 0) {
                      toast.warning('请至少选择一个赛事');
                      return;
                    }
                    onApply(asFilter(groups, selected));
                    setOpen(false);
                  }}
                >
                  确定
                </Button>
              </div>
            </>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
