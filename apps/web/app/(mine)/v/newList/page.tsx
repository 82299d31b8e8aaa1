import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { MyNotices } from '@/components/content/MineContent';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS.newList };

/** /v/newList: replies to and likes of my posts and comments. */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.newList}>
      <LoginGate>
        <MyNotices />
      </LoginGate>
    </RoutePage>
  );
}
