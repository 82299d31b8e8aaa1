import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { PasswordForm } from '@/components/account/PasswordForm';
import { RoutePage } from '@/components/pages/common/RoutePage';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS.setpw };

/** /v/setpw: change the login password, or set it the first time. */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.setpw}>
      <LoginGate>
        <PasswordForm />
      </LoginGate>
    </RoutePage>
  );
}
