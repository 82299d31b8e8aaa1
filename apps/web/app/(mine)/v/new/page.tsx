import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { MyComments } from '@/components/content/MineComments';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS.new };

/** /v/new: 我写的评论和回复. */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.new}>
      <LoginGate>
        <MyComments />
      </LoginGate>
    </RoutePage>
  );
}
