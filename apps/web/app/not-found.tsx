import type { Metadata } from 'next';
import { UI_TEXT } from '@sports/contracts';
import { StatusView } from '@/components/layout/StatusView';

export const metadata: Metadata = { title: '404' };

/**
 * The 404 page. notFound() from a page renders this inside that page's group layout, which already
 * brings the header and footer; unmatched paths never get here because app/[...unknown] sends them home.
 */
export default function NotFound() {
  return <StatusView status={404} message={UI_TEXT.notFound} />;
}
