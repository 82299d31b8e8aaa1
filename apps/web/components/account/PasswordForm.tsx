'use client';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES, UI_TEXT, API_CALLS } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { isPasswordLength, newPasswordError } from '@/lib/account-rules';
import { postWithPasswords } from './account-api';
import { FormError, PasswordFields, SubmitButton } from './fields';

/**
 * SPEC §4 password update: with a password already set this changes it (old password required);
 * otherwise it is the first-time init and the old-password field is removed.
 */
export function PasswordForm({ onDone, intro, className = 'w-[380px]' }: { onDone?: () => void; intro?: string; className?: string } = {}) {
  const { userInfo, refreshUser } = useSession();
  const change = userInfo?.hasPassword === 1;
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p =
      change && !old
        ? MESSAGES.PASSWORD_EMPTY.message
        : change && !isPasswordLength(old)
          ? MESSAGES.PASSWORD_LENGTH.message
          : newPasswordError(password, confirm);
    setError(p);
    if (p || busy) return;
    setBusy(true);
    const res = change
      ? await postWithPasswords(API_CALLS.updatePassword, {
          password: old,
          newPassword: password,
          confirmPassword: confirm,
        })
      : await postWithPasswords(API_CALLS.initPassword, { newPassword: password, confirmPassword: confirm });
    setBusy(false);
    if (res.code !== MESSAGES.OK.code) {
      toast.warning(res.message || '设置失败');
      return setError(res.message || null);
    }
    toast.success(change ? '密码修改成功' : UI_TEXT.setSuccess);
    setOld('');
    setPassword('');
    setConfirm('');
    if (onDone) onDone();
    else await refreshUser();
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className={`flex flex-col gap-4 ${className}`}
      data-testid="password-form"
      data-mode={change ? 'change' : 'init'}
    >
      <p className="text-sm leading-6 text-muted">
        {intro ?? (change ? '修改登录密码后，其他设备上的登录将失效。' : '您还没有设置登录密码，设置后可使用手机号或用户名加密码登录。')}
      </p>
      <PasswordFields
        current={
          change
            ? {
                name: 'password',
                autoComplete: 'current-password',
                placeholder: '请输入原密码',
                label: '原密码',
                value: old,
                onChange: setOld,
              }
            : undefined
        }
        password={{ name: 'newPassword', placeholder: '请输入6-20位新密码', label: '新密码', value: password, onChange: setPassword }}
        confirm={{
          name: 'confirmPassword',
          placeholder: '请再次输入6-20位新密码',
          label: '确认密码',
          value: confirm,
          onChange: setConfirm,
        }}
      />
      <FormError message={error} />
      <SubmitButton busy={busy}>{change ? '确认修改' : '设置密码'}</SubmitButton>
    </form>
  );
}
