import { EmptyState } from '@/components/ui/EmptyState';
import { routeTitle } from '@/components/pages/common/RoutePage';
import { pageMeta } from '@/lib/page-meta';

const PATTERN = '/v/anchor-barrage';
export const metadata = pageMeta(PATTERN);

/** The full-height bullet-chat screen an anchor captures into the stream; no header or footer. */
export default function Page() {
  return (
    <main className="flex min-h-screen flex-col bg-header text-header-text">
      <h1 className="px-5 py-3 text-base font-semibold">{routeTitle(PATTERN)}</h1>
      <EmptyState className="flex-1" />
    </main>
  );
}
