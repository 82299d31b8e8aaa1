'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { useOperator } from './ConsoleShell';
import { btn, input, Panel, when } from './ui';

const PERIODS = [
  { minutes: 10, label: '10分钟' },
  { minutes: 60, label: '1小时' },
  { minutes: 1440, label: '1天' },
  { minutes: 10_080, label: '7天' },
  { minutes: 43_200, label: '30天' },
];

/** Silence a user in a room's chat for a period (the reason kept in the audit log); set a room's slow mode. */
export function ChatMute() {
  const op = useOperator();
  const [roomId, setRoomId] = useState('');
  const [userId, setUserId] = useState('');
  const [minutes, setMinutes] = useState(60);
  const [reason, setReason] = useState('');
  const [slow, setSlow] = useState('0');
  if (!op?.permissions.includes('report.act')) return null;
  const setSlowMode = async () => {
    const r = await call(CONSOLE_CALLS.consoleChatSlowMode, { body: { roomId: Number(roomId), seconds: Number(slow) } });
    if (r.code === 200) toast.success(r.data.seconds ? `直播间 ${r.data.roomId} 慢速模式：每${r.data.seconds}秒一条` : '慢速模式已关闭');
    else toast.error(r.message);
  };
  const submit = async () => {
    const r = await call(CONSOLE_CALLS.consoleChatMute, { body: { roomId: Number(roomId), userId: Number(userId), minutes, reason } });
    if (r.code === 200) toast.success(`已禁言至 ${when(r.data.until)}`);
    else toast.error(r.message);
  };
  return (
    <Panel title="直播间禁言与慢速模式">
      <form
        aria-label="直播间禁言"
        className="flex flex-wrap items-end gap-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="flex flex-col gap-1">
          直播间
          <input className={`${input} w-24`} inputMode="numeric" value={roomId} onChange={(e) => setRoomId(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1">
          用户ID
          <input className={`${input} w-24`} inputMode="numeric" value={userId} onChange={(e) => setUserId(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1">
          时长
          <select className={input} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
            {PERIODS.map((p) => (
              <option key={p.minutes} value={p.minutes}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-1 flex-col gap-1">
          原因
          <input className={`${input} min-w-48`} maxLength={100} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" className={`${btn} bg-red-600`}>
          禁言
        </button>
        <label className="flex flex-col gap-1">
          慢速模式（秒，0 关闭）
          <input className={`${input} w-24`} inputMode="numeric" value={slow} onChange={(e) => setSlow(e.target.value)} />
        </label>
        <button type="button" className={`${btn} bg-slate-700`} onClick={() => void setSlowMode()}>
          设置慢速模式
        </button>
      </form>
    </Panel>
  );
}
