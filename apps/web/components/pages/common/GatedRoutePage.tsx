import type { ComponentProps } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoginGate } from '@/components/ui/NeedLogin';
import { RoutePage } from './RoutePage';

/** A route whose content belongs to an account: visitors see the login prompt inside the frame. */
export function GatedRoutePage(props: Omit<ComponentProps<typeof RoutePage>, 'children'>) {
  return (
    <RoutePage {...props}>
      <LoginGate>
        <EmptyState />
      </LoginGate>
    </RoutePage>
  );
}
