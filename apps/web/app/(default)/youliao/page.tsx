import { RoutePage } from '@/components/layout/RoutePage';
import { GuideIndex } from '@/components/experts/GuideIndex';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/youliao');

/** 有料: the experts' plans on sale and the hot experts, as on /guide. */
export default function Page() {
  return (
    <RoutePage pattern="/youliao">
      <GuideIndex />
    </RoutePage>
  );
}
