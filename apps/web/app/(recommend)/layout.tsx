import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { RecommendMenu } from '@/components/layout/RecommendMenu';

/** Recommend layout: left menu (recommend match, recommend history) and a content card. */
export default function RecommendLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome>
      <div className="mx-auto flex w-[1200px] items-start gap-4 py-4">
        <RecommendMenu />
        <section data-testid="recommend-card" className="min-h-[600px] min-w-0 flex-1 rounded-lg bg-surface shadow-sm">
          {children}
        </section>
      </div>
    </SiteChrome>
  );
}
