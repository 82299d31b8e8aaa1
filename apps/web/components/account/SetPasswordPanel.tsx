'use client';
import { PasswordForm } from './PasswordForm';

/**
 * SPEC §4 forced set-password mode: a user without a password (hasPassword ≠ 1) sets one before the
 * panel can close. Success says 设置成功; a failure shows the server's message as a warning toast.
 */
export function SetPasswordPanel({ onDone }: { onDone: () => void }) {
  return (
    <div data-testid="set-password-panel">
      <PasswordForm className="w-full" onDone={onDone} intro="为了您的账号安全，请先设置登录密码，之后可使用手机号或用户名加密码登录。" />
    </div>
  );
}
