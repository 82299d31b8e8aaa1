import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';

/** Default layout: header, content, footer. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
