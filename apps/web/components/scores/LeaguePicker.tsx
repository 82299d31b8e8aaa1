'use client';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import type { TLeagueGroup } from '@sports/contracts';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LeagueChecklist } from './LeagueChecklist';
import { asFilter, selectAll, type TPickGroup } from './league-selection';

/** The 筛选 tab: every football league (hot group, then one group per area, countries in order); 确定 lists today's matches of the chosen ones. */
export function LeaguePicker({ groups: leagueGroups, initial }: { groups: TLeagueGroup[]; initial: number[] | null }) {
  const router = useRouter();
  const groups: TPickGroup[] = useMemo(
    () =>
      leagueGroups
        .map((g) => ({ title: g.id === 0 ? '热门赛事' : g.name, leagues: g.countrys.flatMap((c) => c.leagues) }))
        .filter((g) => g.leagues.length > 0),
    [leagueGroups],
  );
  const [selected, setSelected] = useState<Set<number>>(() => (initial ? new Set(initial) : selectAll(groups)));
  if (groups.length === 0) return <EmptyState />;

  const apply = () => {
    if (selected.size === 0) {
      toast.warning('请至少选择一个赛事');
      return;
    }
    const ids = asFilter(groups, selected) ?? [...selected];
    router.push(`/football/select?leagueIds=${ids.join(',')}`);
  };
  return (
    <div className="flex flex-col gap-3" data-testid="league-picker">
      <LeagueChecklist groups={groups} selected={selected} onChange={setSelected} />
      <div className="flex justify-end">
        <Button onClick={apply} data-testid="league-picker-apply">
          确定
        </Button>
      </div>
    </div>
  );
}
