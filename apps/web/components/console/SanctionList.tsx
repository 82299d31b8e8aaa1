'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS, SANCTION_LABELS, type TSanction } from '@sports/contracts';
import { call } from '@/lib/api';
import { btn, input, Table, when } from './ui';

function state(s: TSanction): string {
  if (s.kind === 'warn') return '已发送';
  if (s.active) return '生效中';
  return s.liftedAt !== null ? `已解除（${s.liftedBy ?? ''}：${s.liftReason ?? ''}）` : '已到期';
}

/** Lifting a running sanction early, with the reason kept in its record and the audit log. */
function Lift({ id, onDone }: { id: number; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const lift = async () => {
    const r = await call(CONSOLE_CALLS.consoleSanctionLift, { params: { id }, body: { reason } });
    if (r.code !== 200) {
      toast.error(r.message);
      return;
    }
    toast.success('已解除');
    onDone();
  };
  return (
    <span className="flex gap-2">
      <input
        className={`${input} w-28`}
        placeholder="解除原因"
        aria-label="解除原因"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <button type="button" className={`${btn} bg-green-600`} onClick={() => void lift()}>
        解除
      </button>
    </span>
  );
}

/** Sanctions, running ones first as given: kind, target, period, reason, who, state, and lifting for moderators. */
export function SanctionList({ list, canLift, onDone }: { list: TSanction[]; canLift: boolean; onDone: () => void }) {
  return (
    <Table head={['方式', '对象', '开始', '结束', '原因', '执行人', '状态', '']} empty={!list.length}>
      {list.map((s) => (
        <tr key={s.id} data-testid="sanction-row" className={s.active ? 'text-red-700' : ''}>
          <td className="px-2 py-2 whitespace-nowrap">{SANCTION_LABELS[s.kind]}</td>
          <td className="px-2 py-2 break-all">
            {s.ip ?? (s.deviceId !== null ? `设备 ${s.deviceId}` : s.userId !== null ? `用户 ${s.userId}` : '-')}
          </td>
          <td className="px-2 py-2 whitespace-nowrap">{when(s.startsAt)}</td>
          <td className="px-2 py-2 whitespace-nowrap">{s.kind === 'warn' ? '-' : s.endsAt === null ? '永久' : when(s.endsAt)}</td>
          <td className="max-w-xs px-2 py-2 break-all">{s.reason}</td>
          <td className="px-2 py-2">{s.createdBy}</td>
          <td className="px-2 py-2">{state(s)}</td>
          <td className="px-2 py-2">{canLift && s.active ? <Lift id={s.id} onDone={onDone} /> : null}</td>
        </tr>
      ))}
    </Table>
  );
}
