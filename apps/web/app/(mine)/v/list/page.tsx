import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { RepliesToMe } from '@/components/content/MineComments';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS.list };

/** /v/list: 别人对我的帖子和评论的回复. */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.list}>
      <LoginGate>
        <RepliesToMe />
      </LoginGate>
    </RoutePage>
  );
}
