import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { PublishForm } from '@/components/experts/PublishForm';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/recommend');

/** /recommend: publishing a plan (experts only; the server refuses anyone else). */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/recommend">
      <PublishForm />
    </GatedRoutePage>
  );
}
