import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';

/** /anchor (anchor recruitment): header hidden, tinted background. */
export default function AnchorLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome header="none" mainClassName="bg-tint">
      {children}
    </SiteChrome>
  );
}
