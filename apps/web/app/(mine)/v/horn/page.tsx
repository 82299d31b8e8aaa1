import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { HornShop } from '@/components/chat/HornShop';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS.horn };

/** /v/horn (我的喇叭): buy and send a horn to every room, and the horns I sent. */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.horn}>
      <LoginGate>
        <HornShop />
      </LoginGate>
    </RoutePage>
  );
}
