import type { ComponentProps, ReactNode } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoginGate } from '@/components/ui/NeedLogin';
import { RoutePage } from './RoutePage';

/**
 * A route whose content belongs to an account: visitors see the login prompt inside the frame,
 * a logged-in user sees `children` (an empty state when there are none).
 */
export function GatedRoutePage({
  children = <EmptyState />,
  ...props
}: Omit<ComponentProps<typeof RoutePage>, 'children'> & { children?: ReactNode }) {
  return (
    <RoutePage {...props}>
      <LoginGate>{children}</LoginGate>
    </RoutePage>
  );
}
