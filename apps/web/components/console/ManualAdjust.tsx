'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { btn, input, Panel } from './ui';

/** A fresh key per form: sending the same form twice books once. */
const newKey = () => `adj-${crypto.randomUUID()}`;

/** Manual credit (trade 14) or deduction (trade 8) of a user's diamonds, with the reason required. */
export function ManualAdjust({ onDone }: { onDone: () => void }) {
  const [userId, setUserId] = useState('');
  const [kind, setKind] = useState<'credit' | 'debit'>('credit');
  const [diamonds, setDiamonds] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const r = await call(CONSOLE_CALLS.consoleAdjust, {
      body: { userId: Number(userId), kind, diamonds: Number(diamonds), reason, requestKey: key },
    });
    setBusy(false);
    if (r.code !== 200) {
      toast.error(r.message);
      return;
    }
    toast.success(`已${kind === 'credit' ? '加款' : '扣款'}，用户当前球钻 ${r.data.balance}`);
    setKey(newKey());
    setDiamonds('');
    setReason('');
    onDone();
  };
  return (
    <Panel title="人工加款 / 扣款">
      <form
        aria-label="人工加款扣款"
        className="flex flex-wrap items-end gap-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="flex flex-col gap-1">
          用户ID
          <input className={`${input} w-28`} inputMode="numeric" value={userId} onChange={(e) => setUserId(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1">
          方式
          <select className={input} value={kind} onChange={(e) => setKind(e.target.value as 'credit' | 'debit')}>
            <option value="credit">加款（人工充值）</option>
            <option value="debit">扣款（系统扣除）</option>
          </select>
        </label>
        <label className="flex flex-col gap-1">
          球钻数
          <input className={`${input} w-28`} inputMode="numeric" value={diamonds} onChange={(e) => setDiamonds(e.target.value)} />
        </label>
        <label className="flex flex-1 flex-col gap-1">
          原因
          <input className={`${input} min-w-48`} maxLength={100} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" className={`${btn} bg-slate-800`} disabled={busy}>
          提交
        </button>
      </form>
    </Panel>
  );
}
