import type { Metadata } from 'next';
import { UI_TEXT } from '@sports/contracts';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { StatusView } from '@/components/layout/StatusView';

export const metadata: Metadata = { title: '404' };

/** The 404 page (unknown ids, failed route validation) inside the usual header and footer. */
export default function NotFound() {
  return (
    <SiteChrome>
      <StatusView status={404} message={UI_TEXT.notFound} />
    </SiteChrome>
  );
}
