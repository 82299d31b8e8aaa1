import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { ProfileForm } from '@/components/account/ProfileForm';
import { SecurityPanel } from '@/components/account/SecurityPanel';
import { RoutePage } from '@/components/layout/RoutePage';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS['personal-data'] };

/** /v/personal-data: portrait, nickname, description and account security. */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['personal-data']}>
      <LoginGate>
        <ProfileForm />
        <SecurityPanel />
      </LoginGate>
    </RoutePage>
  );
}
