import type { ReactNode } from 'react';
import { Panel } from './Panel';

/** The standard content frame of a page: a centred 1200 px column with an optional titled card. */
export function PageFrame({
  title,
  actions,
  children,
  bare = false,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  bare?: boolean;
}) {
  return (
    <div className="mx-auto w-[1200px] py-4">
      {bare ? (
        children
      ) : (
        <Panel title={title} actions={actions} heading="h1">
          {children}
        </Panel>
      )}
    </div>
  );
}
