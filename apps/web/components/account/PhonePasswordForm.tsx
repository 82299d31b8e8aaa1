'use client';
import Link from '@/components/ui/Link';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES, SMS_TYPES, API_CALLS } from '@sports/contracts';
import { codeError, isPhone, newPasswordError } from '@/lib/account-rules';
import { postWithPasswords } from './account-api';
import { FormError, PasswordFields, SubmitButton } from './fields';
import { CodeField, PhoneField } from './PhoneCodeFields';
import { SmsCodeButton } from './SmsCodeButton';

/**
 * Phone + SMS code + new password twice. SPEC §4: register flag 1 registers (POST /user/register,
 * which logs in), anything else retrieves the password (POST /user/center/retrievePassword).
 */
export function PhonePasswordForm({ register, onDone }: { register: 0 | 1; onDone: () => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreed, setAgreed] = useState(true);
  const [requested, setRequested] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problem = (): string | null => {
    if (!isPhone(phone)) return MESSAGES.PHONE_INVALID.message;
    const c = codeError(code, requested);
    if (c) return c;
    const p = newPasswordError(password, confirm);
    if (p) return p;
    if (register && !agreed) return '请阅读并同意用户协议和隐私政策';
    return null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = problem();
    setError(p);
    if (p || busy) return;
    setBusy(true);
    const res = register
      ? await postWithPasswords(API_CALLS.register, { password, confirmPassword: confirm }, { mobile: phone, verifyCode: code, auto: 1 })
      : await postWithPasswords(
          API_CALLS.retrievePassword,
          { newPassword: password, confirmPassword: confirm },
          { mobile: phone, verifyCode: code },
        );
    setBusy(false);
    if (res.code !== MESSAGES.OK.code) return setError(res.message || (register ? '注册失败' : '找回密码失败'));
    toast.success(register ? '注册成功' : '密码已重置，请使用新密码登录');
    onDone();
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
      data-testid={register ? 'register-phone-form' : 'pwd-find-form'}
    >
      <PhoneField value={phone} onChange={setPhone} onMessage={setError} />
      <CodeField
        value={code}
        onChange={setCode}
        requested={requested}
        onMessage={setError}
        button={
          <SmsCodeButton
            mobile={phone}
            type={SMS_TYPES.login}
            className="mr-0.5 h-10"
            onError={setError}
            onSent={() => {
              setRequested(true);
              setError(null);
            }}
          />
        }
      />
      <PasswordFields
        password={{
          name: 'password',
          placeholder: register ? '设置6-20位登录密码' : '请输入6-20位新密码',
          label: register ? '密码' : '新密码',
          value: password,
          onChange: setPassword,
        }}
        confirm={{ name: 'confirmPassword', placeholder: '请再次输入密码', label: '确认密码', value: confirm, onChange: setConfirm }}
      />
      {register ? <Agreement agreed={agreed} onChange={setAgreed} /> : null}
      <FormError message={error} />
      <SubmitButton busy={busy}>{register ? '注册' : '重置密码'}</SubmitButton>
    </form>
  );
}

export function Agreement({ agreed, onChange }: { agreed: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-muted">
      <input
        type="checkbox"
        checked={agreed}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 accent-[var(--brand-primary)]"
      />
      我已阅读并同意
      <Link href="/about/agreement" target="_blank" className="text-primary hover:underline">
        《用户协议》
      </Link>
      和
      <Link href="/about/privacy" target="_blank" className="text-primary hover:underline">
        《隐私政策》
      </Link>
    </label>
  );
}
