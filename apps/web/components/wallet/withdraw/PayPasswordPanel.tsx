'use client';
import Link from '@/components/ui/Link';
import { useSession } from '@/app/providers';
import { PayPasswordForm } from './PayPasswordForm';

/** /v/paypw: set the payment password (SMS code) or, once set, change it with the old one. */
export function PayPasswordPanel() {
  const { userInfo } = useSession();
  const has = !!userInfo?.hasPayPsw;
  return (
    <div className="w-[420px]" data-testid="pay-password-panel">
      <p className="mb-4 text-sm leading-6 text-muted">
        {has
          ? '支付密码用于提现等资金操作。修改时请输入原支付密码。'
          : '您还没有设置支付密码，设置后才能提现。验证码将发送到您绑定的手机。'}
      </p>
      <PayPasswordForm key={has ? 'change' : 'set'} mode={has ? 'change' : 'set'} submitLabel={has ? '确认修改' : '设置支付密码'} />
      {has ? (
        <p className="mt-4 text-right text-sm">
          <Link href="/v/wallet-forget-password" className="text-primary hover:underline">
            忘记支付密码？
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** /v/wallet-forget-password: a new payment password with an SMS code (type 5); lifts a lock. */
export function ForgetPayPasswordPanel() {
  return (
    <div className="w-[420px]" data-testid="forget-pay-password">
      <p className="mb-4 text-sm leading-6 text-muted">通过绑定手机的短信验证码重新设置支付密码，设置后原支付密码失效。</p>
      <PayPasswordForm mode="set" submitLabel="重置支付密码" />
    </div>
  );
}
