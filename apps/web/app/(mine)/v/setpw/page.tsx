import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { PasswordForm } from '@/components/account/PasswordForm';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { PayPasswordPanel } from '@/components/wallet/withdraw/PayPasswordPanel';

export const metadata: Metadata = { title: MINE_SECTIONS.setpw };

/** /v/setpw: the login password (change, or set it the first time) and the payment password (set, or change). */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.setpw}>
      <div className="flex flex-col gap-8">
        <section data-testid="setpw-login">
          <h3 className="mb-3 text-sm font-semibold text-ink">登录密码</h3>
          <PasswordForm />
        </section>
        <section data-testid="setpw-pay" className="border-t border-line pt-6">
          <h3 className="mb-3 text-sm font-semibold text-ink">支付密码</h3>
          <PayPasswordPanel />
        </section>
      </div>
    </GatedRoutePage>
  );
}
