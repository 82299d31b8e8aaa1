'use client';
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS as R } from '@sports/contracts';
import { Button } from '@/components/ui/Button';
import { call } from '@/lib/api';
import { FilterButton } from './LeagueFilter';
import { LeagueChecklist } from './LeagueChecklist';
import { asFilter, groupByCountry, selectAll, type TPickGroup } from './league-selection';
import type { TLeagueFilterQuery } from './score-tabs';

export type TLeagueFilterProps = {
  query: TLeagueFilterQuery;
  value: number[] | null;
  onApply: (ids: number[] | null) => void;
};

/** The leagues of a list with their counts. */
const leaguesOf = ({ sport, type, date, issue }: TLeagueFilterQuery) =>
  sport === 'football'
    ? call(R.footballFilter, { query: { type, date, issue } })
    : call(R.basketballFilter, { query: { type, date, issue } });

/**
 * The 赛事筛选 pop-over of a list: the list's leagues with counts, hot first, then by country.
 * Mounted (and its library loaded) by the first click on the button, so it opens at once.
 */
export function LeagueFilterPopover({ query, value, onApply }: TLeagueFilterProps) {
  const [open, setOpen] = useState(true);
  const [groups, setGroups] = useState<TPickGroup[] | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const show = (res: Awaited<ReturnType<typeof leaguesOf>>) => {
    if (res.code !== 200) return void toast.warning(res.message);
    const g = groupByCountry(res.data.list);
    setGroups(g);
    setSelected(value ? new Set(value) : selectAll(g));
  };
  const toggle = (next: boolean) => {
    setOpen(next);
    if (next) void leaguesOf(query).then(show);
  };
  // Opened by the click that mounted it: its leagues load now.
  useEffect(() => {
    let live = true;
    void leaguesOf(query).then((res) => live && show(res));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the click that mounted it
  }, []);

  return (
    <Popover.Root open={open} onOpenChange={toggle}>
      <Popover.Trigger asChild>
        <FilterButton value={value} />
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
