'use client';
import Link from '@/components/ui/Link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MESSAGES, SMS_TYPES, UI_TEXT } from '@sports/contracts';
import { canSubmitLogin, isPasswordLength, isUsername, LOGIN_TAB, loginFormError, PASSWORD_MAX, type TLoginTab } from '@/lib/account-rules';
import { loginByCode, loginByPassword } from './account-api';
import { FormError, PasswordField, SubmitButton, TextField } from './fields';
import { CodeField, PhoneField } from './PhoneCodeFields';
import { SlidePuzzle } from './SlidePuzzle';
import { SmsCodeButton } from './SmsCodeButton';

/** SPEC §9: the network-failure message stays 3 s. */
const LOGIN_FAILED_MS = 3000;
export const FORM_WIDTH = 419;

/** Message of a failed login answer (SPEC §8): 10011 the lock warning, else the server's or 'error'. */
function loginFailureMessage(code: number, message: string | undefined): string {
  if (code === MESSAGES.LOGIN_LOCKED.code) return MESSAGES.LOGIN_LOCKED.message;
  return message || 'error';
}

/**
 * The two login tabs (SPEC §4–§5): account login (type 2) and phone login (type 1) with the slide
 * puzzle and an SMS code. Calls onLoggedIn once the server has set the session cookie; it answers
 * false when the user info could not be loaded.
 */
export function LoginPanel({ onLoggedIn, onNavigate }: { onLoggedIn: () => Promise<boolean>; onNavigate: () => void }) {
  const [tab, setTab] = useState<TLoginTab>(LOGIN_TAB.account);
  const [phone, setPhone] = useState('');
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [slider, setSlider] = useState<{ round: number; verification: string | null; done: boolean }>({
    round: 0,
    verification: null,
    done: false,
  });
  const [codeRequested, setCodeRequested] = useState(false);
  const errorTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(errorTimer.current), []);

  const form = { tab, phone, username, code, password, sliderDone: slider.done, codeRequested };
  const showError = (message: string | null, ms?: number) => {
    window.clearTimeout(errorTimer.current);
    setError(message);
    if (ms) errorTimer.current = window.setTimeout(() => setError(null), ms);
  };

  const switchTab = (next: TLoginTab) => {
    if (next === tab) return;
    setTab(next);
    setPhone('');
    setUsername('');
    setCode('');
    setPassword('');
    setCodeRequested(false);
    showError(null);
    setSlider((s) => ({ round: s.round + 1, verification: null, done: false }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = loginFormError(form);
    if (problem) return showError(problem);
    setBusy(true);
    showError(null);
    const res = tab === LOGIN_TAB.phone ? await loginByCode(phone, code, keep) : await loginByPassword(username.trim(), password, keep);
    if (res.code === MESSAGES.OK.code) {
      const loaded = await onLoggedIn();
      setBusy(false);
      if (!loaded) showError(UI_TEXT.loginFailed, LOGIN_FAILED_MS);
      return;
    }
    setBusy(false);
    if (res.code === 0) showError(UI_TEXT.loginFailed, LOGIN_FAILED_MS);
    else showError(loginFailureMessage(res.code, res.message));
  };

  const tabs: { id: TLoginTab; label: string }[] = [
    { id: LOGIN_TAB.account, label: '账号登录' },
    { id: LOGIN_TAB.phone, label: '手机登录' },
  ];

  return (
    <div data-testid="login-panel" data-tab={tab}>
      <div role="tablist" className="mb-7 flex gap-10 border-b border-line">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            data-testid={`login-tab-${t.id}`}
            onClick={() => switchTab(t.id)}
            className={`-mb-px border-b-2 pb-3 text-lg transition-colors ${tab === t.id ? 'border-primary font-semibold text-primary' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {tab === LOGIN_TAB.account ? (
          <>
            <TextField
              name="username"
              autoComplete="username"
              placeholder="请输入用户名或手机号"
              value={username}
              maxLength={32}
              onChange={(e) => setUsername(e.target.value.replace(/\s/g, ''))}
              onBlur={() => username && !isUsername(username) && showError(MESSAGES.USERNAME_EMPTY.message)}
              aria-label="用户名或手机号"
            />
            <PasswordField
              name="password"
              autoComplete="current-password"
              placeholder="请输入密码（6-20个字符）"
              value={password}
              maxLength={PASSWORD_MAX}
              onChange={(e) => setPassword(e.target.value)}
              onBlur={() => password && !isPasswordLength(password) && showError(MESSAGES.PASSWORD_LENGTH.message)}
              aria-label="密码"
            />
          </>
        ) : (
          <>
            <PhoneField value={phone} onChange={setPhone} onMessage={showError} />
            <SlidePuzzle
              key={slider.round}
              width={FORM_WIDTH}
              onPassed={(verification) => {
                setSlider((s) => ({ ...s, verification, done: true }));
                showError(null);
              }}
            />
            <CodeField
              value={code}
              onChange={setCode}
              requested={codeRequested}
              onMessage={showError}
              button={
                <SmsCodeButton
                  mobile={phone}
                  type={SMS_TYPES.login}
                  className="mr-0.5 h-10"
                  check={() => (slider.done ? null : MESSAGES.SLIDER_NOT_DONE.message)}
                  takeVerification={() => {
                    const v = slider.verification;
                    if (v) setSlider((s) => ({ ...s, verification: null }));
                    return v;
                  }}
                  onError={(m) => showError(m)}
                  onSent={() => {
                    setCodeRequested(true);
                    showError(null);
                  }}
                />
              }
            />
          </>
        )}
        <div className="flex items-center justify-between text-sm">
          <label className="flex cursor-pointer items-center gap-2 text-ink">
            <input
              type="checkbox"
              checked={keep}
              onChange={(e) => setKeep(e.target.checked)}
              className="h-4 w-4 accent-[var(--brand-primary)]"
            />
            保持登录一个月
          </label>
          <Link href="/user/pwd_find" onClick={onNavigate} className="text-muted hover:text-primary">
            忘记密码？
          </Link>
        </div>
        <FormError message={error} />
        <SubmitButton disabled={!canSubmitLogin(form)} busy={busy}>
          登录
        </SubmitButton>
        <p className="text-center text-sm text-muted">
          还没有账号？
          <Link href="/user/register" onClick={onNavigate} className="font-medium text-primary hover:underline">
            立即注册
          </Link>
        </p>
      </form>
    </div>
  );
}
