import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { MyPosts } from '@/components/content/MineContent';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS.community };

/** /v/community: my posts. */
export default function Page() {
  return (
    <RoutePage
      inline
      pattern="/v/[section]"
      title={MINE_SECTIONS.community}
      actions={
        <Link href="/v/posting" className="text-sm text-primary">
          发布动态
        </Link>
      }
    >
      <LoginGate>
        <MyPosts />
      </LoginGate>
    </RoutePage>
  );
}
