import { ScorePage } from '@/components/pages/score/ScorePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/football/next');

export default function Page() {
  return <ScorePage path="/football/next" />;
}
