'use client';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MESSAGES, UI_TEXT } from '@sports/contracts';
import { newPasswordError, PASSWORD_MAX } from '@/lib/account-rules';
import { postWithPasswords } from './account-api';
import { FormError, PasswordField, SubmitButton } from './fields';

/**
 * SPEC §4 forced set-password mode: a user without a password (hasPassword ≠ 1) sets one before the
 * panel can close. Success says 设置成功; a failure shows the server's message as a warning toast.
 */
export function SetPasswordPanel({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordError(password, confirm);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    const res = await postWithPasswords<null>('/tapi/user/center/initPassword', { newPassword: password, confirmPassword: confirm });
    setBusy(false);
    if (res.code !== MESSAGES.OK.code) {
      toast.warning(res.message || '设置失败');
      return;
    }
    toast.success(UI_TEXT.setSuccess);
    onDone();
  };

  return (
    <div data-testid="set-password-panel">
      <p className="mb-6 text-sm leading-6 text-muted">为了您的账号安全，请先设置登录密码，之后可使用手机号或用户名加密码登录。</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <PasswordField name="newPassword" autoComplete="new-password" placeholder="请输入6-20位密码" maxLength={PASSWORD_MAX} value={password} onChange={(e) => setPassword(e.target.value)} aria-label="新密码" />
        <PasswordField name="confirmPassword" autoComplete="new-password" placeholder="请再次输入6-20位密码" maxLength={PASSWORD_MAX} value={confirm} onChange={(e) => setConfirm(e.target.value)} aria-label="确认密码" />
        <FormError message={error} />
        <SubmitButton busy={busy}>确定</SubmitButton>
      </form>
    </div>
  );
}
