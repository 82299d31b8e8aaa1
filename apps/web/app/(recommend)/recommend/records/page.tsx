import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { MyRecords } from '@/components/experts/MyRecords';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/recommend/records');

/** /recommend/records: the expert's plans with their results. */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/recommend/records">
      <MyRecords />
    </GatedRoutePage>
  );
}
