'use client';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES, SMS_TYPES, UI_TEXT } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { FormError, PasswordFields, SubmitButton } from '@/components/account/fields';
import { payPasswordError } from './rules';
import { WalletCodeField } from './WalletCodeField';
import { changePayPassword, setPayPassword } from './withdraw-api';

/**
 * The payment-password form. mode "set": new password, confirmation and an SMS code of type 5 (the
 * code request needs the click-word captcha); also the reset of a forgotten one. mode "change": old
 * payment password, new and confirmation.
 */
export function PayPasswordForm({ mode, onDone, submitLabel }: { mode: 'set' | 'change'; onDone?: () => void; submitLabel?: string }) {
  const { userInfo, refreshUser } = useSession();
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = payPasswordError({ old: mode === 'change' ? old : undefined, password, confirm, code: mode === 'set' ? code : undefined });
    setError(p);
    if (p || busy) return;
    setBusy(true);
    const res = mode === 'set' ? await setPayPassword(password, confirm, code) : await changePayPassword(old, password, confirm);
    setBusy(false);
    if (res.code !== MESSAGES.OK.code) {
      toast.warning(res.message || '设置失败');
      return setError(res.message || null);
    }
    toast.success(UI_TEXT.setSuccess);
    setOld('');
    setPassword('');
    setConfirm('');
    setCode('');
    await refreshUser();
    onDone?.();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-testid="pay-password-form" data-mode={mode}>
      <PasswordFields
        current={
          mode === 'change'
            ? {
                name: 'oldPayPassword',
                autoComplete: 'off',
                placeholder: '请输入原支付密码',
                label: '原支付密码',
                value: old,
                onChange: setOld,
              }
            : undefined
        }
        password={{ name: 'payPassword', placeholder: '请输入6-20位支付密码', label: '支付密码', value: password, onChange: setPassword }}
        confirm={{
          name: 'payPasswordConfirm',
          placeholder: '请再次输入支付密码',
          label: '确认支付密码',
          value: confirm,
          onChange: setConfirm,
        }}
      />
      {mode === 'set' ? (
        <>
          <WalletCodeField type={SMS_TYPES.payPassword} value={code} onChange={setCode} />
          <p className="-mt-2 text-xs text-muted">验证码将发送至您绑定的手机 {userInfo?.mobile ?? ''}</p>
        </>
      ) : null}
      <FormError message={error} />
      <SubmitButton busy={busy}>{submitLabel ?? '确定'}</SubmitButton>
    </form>
  );
}
