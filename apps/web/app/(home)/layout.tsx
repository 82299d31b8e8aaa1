import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';

/** Home layout: header, content, footer. */
export default function HomeLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
