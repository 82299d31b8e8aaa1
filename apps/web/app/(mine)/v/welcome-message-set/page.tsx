import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { WelcomeMessages } from '@/components/chat/WelcomeMessages';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS['welcome-message-set'] };

/** /v/welcome-message-set (欢迎语设置): the anchor's welcome messages. */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['welcome-message-set']}>
      <LoginGate>
        <WelcomeMessages />
      </LoginGate>
    </RoutePage>
  );
}
