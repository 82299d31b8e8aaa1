'use client';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/Button';
import type { TLeagueFilterProps } from './LeagueFilterPopover';

/** The 赛事筛选 button: the filter's count when one is applied. */
export function FilterButton({ value, ...rest }: { value: number[] | null } & Omit<ComponentProps<'button'>, 'value'>) {
  return (
    <Button size="sm" variant={value ? 'primary' : 'outline'} data-testid="league-filter" {...rest}>
      赛事筛选{value ? `（${value.length}）` : ''}
    </Button>
  );
}

const LeagueFilterPopover = lazy(() => import('./LeagueFilterPopover').then((m) => ({ default: m.LeagueFilterPopover })));

/** 赛事筛选: a plain button until first clicked; the pop-over and its library load then, open. */
export function LeagueFilter(props: TLeagueFilterProps) {
  const [armed, setArmed] = useState(false);
  if (!armed) return <FilterButton value={props.value} onClick={() => setArmed(true)} />;
  return (
    <Suspense fallback={<FilterButton value={props.value} aria-busy />}>
      <LeagueFilterPopover {...props} />
    </Suspense>
  );
}
