import { DownloadPage } from '@/components/site/download/DownloadPage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/app');

export default function Page() {
  return <DownloadPage />;
}
