import { ScorePage } from '@/components/pages/score/ScorePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/basketball/text');

export default function Page() {
  return <ScorePage path="/basketball/text" />;
}
