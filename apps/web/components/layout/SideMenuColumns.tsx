import type { ReactNode } from 'react';
import { SiteChrome } from './SiteChrome';

/** Header, a left menu and the content column (pages bring their own card), footer: the mine and recommend layouts. */
export function SideMenuColumns({ menu, testId, children }: { menu: ReactNode; testId: string; children: ReactNode }) {
  return (
    <SiteChrome>
      <div className="mx-auto flex w-[1200px] items-start gap-4 py-4">
        {menu}
        <section data-testid={testId} className="min-w-0 flex-1">
          {children}
        </section>
      </div>
    </SiteChrome>
  );
}
