import { ScorePage } from '@/components/pages/score/ScorePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/football/collect');

/** Favourite matches belong to an account: visitors see the login prompt. */
export default function Page() {
  return <ScorePage path="/football/collect" gated />;
}
