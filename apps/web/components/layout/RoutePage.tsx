import type { ReactNode } from 'react';
import { routeDef } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';
import { Panel } from '@/components/ui/Panel';

/** The title of a route pattern, from the route table. */
export const routeTitle = (pattern: string): string => routeDef(pattern).title;

/**
 * The frame of a route: its title card, optional structural navigation (tabs, filters) above the
 * content, and the honest empty state while the capability that fills it is not there yet.
 * `inline` renders only the card, for pages that sit beside a menu (mine, recommend, search).
 */
export function RoutePage({
  pattern,
  title,
  nav,
  actions,
  inline = false,
  children,
}: {
  pattern: string;
  title?: string;
  nav?: ReactNode;
  actions?: ReactNode;
  inline?: boolean;
  children?: ReactNode;
}) {
  const heading = title ?? routeTitle(pattern);
  const body = (
    <>
      {nav ? <div className="mb-4">{nav}</div> : null}
      {children ?? <EmptyState />}
    </>
  );
  return inline ? (
    <Panel title={heading} actions={actions} heading="h1">
      {body}
    </Panel>
  ) : (
    <PageFrame title={heading} actions={actions}>
      {body}
    </PageFrame>
  );
}
