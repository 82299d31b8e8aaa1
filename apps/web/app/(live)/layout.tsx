import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';

/** Live layout: the header stays fixed on top while rooms and lists scroll. */
export default function LiveLayout({ children }: { children: ReactNode }) {
  return <SiteChrome header="fixed">{children}</SiteChrome>;
}
