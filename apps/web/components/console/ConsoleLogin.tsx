'use client';
import { useState, type FormEvent } from 'react';
import { CONSOLE_CALLS, type TOperator } from '@sports/contracts';
import { call } from '@/lib/api';

const input = 'w-full rounded border border-slate-300 px-3 py-2 text-sm outline-none focus:border-slate-600';

/** Console login: account, password and the 6-digit code of the operator's authenticator app. */
export function ConsoleLogin({ onDone }: { onDone: (op: TOperator) => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    const res = await call(CONSOLE_CALLS.consoleLogin, { body: { name, password, code } });
    setBusy(false);
    if (res.code === 200) onDone(res.data);
    else setError(res.message);
  };
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100">
      <form onSubmit={(e) => void submit(e)} className="w-80 space-y-4 rounded-lg bg-white p-6 shadow" aria-label="后台登录">
        <h1 className="text-center text-lg font-semibold">运营管理后台</h1>
        <label className="block space-y-1 text-sm">
          <span>账号</span>
          <input className={input} value={name} onChange={(e) => setName(e.target.value)} autoComplete="username" required />
        </label>
        <label className="block space-y-1 text-sm">
          <span>密码</span>
          <input
            className={input}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            required
          />
        </label>
        <label className="block space-y-1 text-sm">
          <span>动态验证码</span>
          <input
            className={input}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="身份验证器中的6位数字"
            required
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className="w-full rounded bg-slate-900 py-2 text-sm text-white disabled:opacity-60">
          登录
        </button>
      </form>
    </div>
  );
}
