'use client';
import Link from '@/components/ui/Link';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES, USERNAME_RE, API_CALLS } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { newPasswordError } from '@/lib/account-rules';
import { postWithPasswords } from './account-api';
import { FormError, PasswordFields, SubmitButton, TextField } from './fields';
import { Agreement, PhonePasswordForm } from './PhonePasswordForm';

/** The card of the account pages: a brand panel on the left, the form on the right. */
function AccountCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { brand } = useSession();
  return (
    <div className="mx-auto flex w-[1200px] justify-center py-12">
      <div className="flex w-[900px] overflow-hidden rounded-xl bg-surface shadow-lg">
        <div className="relative flex w-[340px] shrink-0 flex-col justify-between bg-gradient-to-br from-primary to-primary-strong p-10 text-white">
          <div>
            <p className="text-2xl font-bold tracking-wide">{brand.name}</p>
            <p className="mt-2 text-sm text-white/80">{brand.slogan}</p>
          </div>
          <ul className="space-y-3 text-sm text-white/90">
            <li>· 高清赛事直播，边看边聊</li>
            <li>· 即时比分与赔率变化</li>
            <li>· 专家推荐与赛事数据</li>
          </ul>
          <svg className="absolute -bottom-10 -right-10 opacity-15" width="200" height="200" viewBox="0 0 100 100" aria-hidden>
            <circle cx="50" cy="50" r="46" fill="none" stroke="white" strokeWidth="4" />
            <path
              d="M50 22l14 10-5 17H41l-5-17zM50 4v18M92 40l-28-8M78 88L59 49M22 88l19-39M8 40l28-8"
              fill="none"
              stroke="white"
              strokeWidth="3"
            />
          </svg>
        </div>
        <div className="flex-1 px-14 py-10">
          <h1 className="text-2xl font-semibold text-ink">{title}</h1>
          <p className="mb-7 mt-1.5 text-sm text-muted">{subtitle}</p>
          {children}
        </div>
      </div>
    </div>
  );
}

/** Register by user name + password (POST /user/account/register, which logs in). */
function AccountRegisterForm({ onDone }: { onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreed, setAgreed] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = !USERNAME_RE.test(username)
      ? MESSAGES.USERNAME_INVALID.message
      : (newPasswordError(password, confirm) ?? (agreed ? null : '请阅读并同意用户协议和隐私政策'));
    setError(p);
    if (p || busy) return;
    setBusy(true);
    const res = await postWithPasswords(API_CALLS.accountRegister, { password, confirmPassword: confirm }, { username, auto: 1 });
    setBusy(false);
    if (res.code !== MESSAGES.OK.code) return setError(res.message || '注册失败');
    toast.success('注册成功');
    onDone();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-testid="register-account-form">
      <TextField
        name="username"
        autoComplete="username"
        placeholder="4-16位字母、数字或下划线，以字母开头"
        maxLength={16}
        value={username}
        onChange={(e) => setUsername(e.target.value.trim())}
        aria-label="用户名"
      />
      <PasswordFields
        password={{ name: 'password', placeholder: '设置6-20位登录密码', label: '密码', value: password, onChange: setPassword }}
        confirm={{ name: 'confirmPassword', placeholder: '请再次输入密码', label: '确认密码', value: confirm, onChange: setConfirm }}
      />
      <Agreement agreed={agreed} onChange={setAgreed} />
      <FormError message={error} />
      <SubmitButton busy={busy}>注册</SubmitButton>
    </form>
  );
}

/** /user/register: by phone (code + password) or by account; a registered user is logged in and goes home. */
export function RegisterPage() {
  const { openLogin } = useSession();
  const [by, setBy] = useState<'phone' | 'account'>('phone');
  const done = () => {
    // A full load: the header and every server-rendered part must show the new session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.href = '/';
  };
  return (
    <AccountCard title="注册账号" subtitle="注册后即可发弹幕聊天、关注主播、预约比赛">
      <div role="tablist" className="mb-6 flex gap-8 border-b border-line">
        {(
          [
            ['phone', '手机号注册'],
            ['account', '用户名注册'],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={by === id}
            onClick={() => setBy(id)}
            className={`-mb-px border-b-2 pb-2.5 text-base ${by === id ? 'border-primary font-semibold text-primary' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {label}
          </button>
        ))}
      </div>
      {by === 'phone' ? <PhonePasswordForm register={1} onDone={done} /> : <AccountRegisterForm onDone={done} />}
      <p className="mt-5 text-center text-sm text-muted">
        已有账号？
        <button type="button" onClick={openLogin} className="font-medium text-primary hover:underline">
          立即登录
        </button>
      </p>
    </AccountCard>
  );
}

/** /user/pwd_find: retrieve the password with the phone and an SMS code, then log in again. */
export function RetrievePasswordPage() {
  const { openLogin } = useSession();
  const [done, setDone] = useState(false);
  return (
    <AccountCard title="找回密码" subtitle="通过绑定的手机号接收验证码，重新设置登录密码">
      {done ? (
        <div data-testid="pwd-find-done" className="flex flex-col items-center gap-5 py-10 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-2xl text-emerald-500">✓</span>
          <p className="text-base text-ink">密码已重置，请使用新密码登录</p>
          <button
            type="button"
            onClick={openLogin}
            className="h-10 w-40 rounded bg-primary text-sm font-medium text-white hover:bg-primary-strong"
          >
            去登录
          </button>
        </div>
      ) : (
        <PhonePasswordForm register={0} onDone={() => setDone(true)} />
      )}
      <p className="mt-5 text-center text-sm text-muted">
        想起密码了？
        <button type="button" onClick={openLogin} className="font-medium text-primary hover:underline">
          直接登录
        </button>
        <span className="mx-2 text-line">|</span>
        <Link href="/user/register" className="text-primary hover:underline">
          注册新账号
        </Link>
      </p>
    </AccountCard>
  );
}
