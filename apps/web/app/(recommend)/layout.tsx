import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { RecommendMenu } from '@/components/layout/RecommendMenu';

/** Recommend layout: left menu (recommend match, recommend history) and the content column (pages bring their own card, see RoutePage inline). */
export default function RecommendLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome>
      <div className="mx-auto flex w-[1200px] items-start gap-4 py-4">
        <RecommendMenu />
        <section data-testid="recommend-card" className="min-w-0 flex-1">
          {children}
        </section>
      </div>
    </SiteChrome>
  );
}
