'use client';
import { useState } from 'react';
import type { TPlan } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { PlanCard } from './PlanCard';
import { PlanDialog } from './PlanDialog';

/** Plans with their detail dialog. */
export function PlanList({
  plans,
  empty = '暂无方案',
  showExpert = true,
  onChanged,
}: {
  plans: TPlan[];
  empty?: string;
  showExpert?: boolean;
  onChanged?: () => void;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (plans.length === 0) return <EmptyState text={empty} />;
  return (
    <>
      <ul data-testid="plan-list">
        {plans.map((p) => (
          <PlanCard key={p.id} plan={p} onOpen={setOpen} showExpert={showExpert} />
        ))}
      </ul>
      <PlanDialog id={open} onClose={() => setOpen(null)} onChanged={onChanged} />
    </>
  );
}
