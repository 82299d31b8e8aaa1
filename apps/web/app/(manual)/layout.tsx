import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';

/** /live/manual: the live layout's fixed header, no footer. */
export default function ManualLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome header="fixed" footer={false}>
      {children}
    </SiteChrome>
  );
}
