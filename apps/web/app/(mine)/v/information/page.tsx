import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { HornMessages } from '@/components/content/MineComments';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS.information };

/** /v/information: 发往全站的喇叭消息. */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.information}>
      <LoginGate>
        <HornMessages />
      </LoginGate>
    </RoutePage>
  );
}
