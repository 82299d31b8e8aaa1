'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS, SANCTION_LABELS, SANCTION_UNITS, type TSanction } from '@sports/contracts';
import { call, type TApiResult } from '@/lib/api';
import { btn, input, when } from './ui';

type Kind = 'mute' | 'ban' | 'ip' | 'device' | 'warn';
type Unit = keyof typeof SANCTION_UNITS | 'forever';
const UNIT_LABELS: Record<Unit, string> = { minute: '分钟', hour: '小时', day: '天', forever: '永久' };

/**
 * A sanction from the console: mute or ban the user, ban an address (the user's last login address
 * by default) or one of the user's devices, or warn; for a period in minutes, hours or days, or for
 * good (not for addresses or devices). Without a user only an address ban is offered.
 */
export function SanctionForm({
  user,
  onDone,
}: {
  user?: { id: number; lastLoginIp: string | null; devices: { deviceId: string }[] };
  onDone: () => void;
}) {
  const devices = user?.devices ?? [];
  const kinds: Kind[] = user ? ['mute', 'ban', 'ip', ...(devices.length ? (['device'] as const) : []), 'warn'] : ['ip'];
  const [kind, setKind] = useState<Kind>(kinds[0] ?? 'ip');
  const [amount, setAmount] = useState('1');
  const [unit, setUnit] = useState<Unit>('day');
  const [ip, setIp] = useState(user?.lastLoginIp ?? '');
  const [device, setDevice] = useState(devices[0]?.deviceId ?? '');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  // addresses change hands and a device id can be cleared: neither is banned for good
  const periodOnly = kind === 'ip' || kind === 'device';
  const forever = unit === 'forever' && !periodOnly;
  const minutes = unit === 'forever' || !/^\d{1,6}$/.test(amount) ? null : Number(amount) * SANCTION_UNITS[unit];
  const submit = async () => {
    // a period that is not a number must never be sent as "for good"
    if (kind !== 'warn' && !forever && minutes === null) {
      toast.error('请填写时长');
      return;
    }
    setBusy(true);
    let r: TApiResult<TSanction>;
    if (kind === 'warn') r = await call(CONSOLE_CALLS.consoleWarn, { body: { userId: user?.id ?? 0, message: reason } });
    else if (kind === 'ip')
      r = await call(CONSOLE_CALLS.consoleIpBan, { body: { ip, minutes: minutes ?? 0, reason, ...(user ? { userId: user.id } : {}) } });
    else if (kind === 'device')
      r = await call(CONSOLE_CALLS.consoleDeviceBan, { body: { deviceId: device, minutes: minutes ?? 0, reason, userId: user?.id } });
    else
      r = await call(CONSOLE_CALLS.consoleSanction, { body: { kind, userId: user?.id ?? 0, minutes: forever ? null : minutes, reason } });
    setBusy(false);
    if (r.code !== 200) {
      toast.error(r.message);
      return;
    }
    const s = r.data;
    toast.success(
      s.kind === 'warn' ? '已发送警告' : `已${SANCTION_LABELS[s.kind]}${s.endsAt === null ? '（永久）' : `至 ${when(s.endsAt)}`}`,
    );
    setReason('');
    onDone();
  };
  return (
    <form
      aria-label="处罚"
      className="mb-4 flex flex-wrap items-end gap-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="flex flex-col gap-1">
        方式
        <select
          className={input}
          value={kind}
          onChange={(e) => {
            const k = e.target.value as Kind;
            setKind(k);
            if ((k === 'ip' || k === 'device') && unit === 'forever') setUnit('day');
          }}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {k === 'mute' ? '全站禁言' : SANCTION_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      {kind === 'ip' ? (
        <label className="flex flex-col gap-1">
          IP 地址
          <input className={`${input} w-44`} value={ip} onChange={(e) => setIp(e.target.value)} />
        </label>
      ) : null}
      {kind === 'device' ? (
        <label className="flex flex-col gap-1">
          设备
          <select className={`${input} w-64`} value={device} onChange={(e) => setDevice(e.target.value)}>
            {devices.map((d) => (
              <option key={d.deviceId} value={d.deviceId}>
                {d.deviceId}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {kind !== 'warn' ? (
        <label className="flex flex-col gap-1">
          时长
          <span className="flex gap-1">
            {forever ? null : (
              <input
                className={`${input} w-20`}
                inputMode="numeric"
                aria-label="时长数值"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
            <select className={input} aria-label="时长单位" value={unit} onChange={(e) => setUnit(e.target.value as Unit)}>
              {(Object.keys(UNIT_LABELS) as Unit[])
                .filter((u) => u !== 'forever' || !periodOnly)
                .map((u) => (
                  <option key={u} value={u}>
                    {UNIT_LABELS[u]}
                  </option>
                ))}
            </select>
          </span>
        </label>
      ) : null}
      <label className="flex flex-1 flex-col gap-1">
        {kind === 'warn' ? '警告内容（用户在系统消息中看到）' : '原因（用户被拒绝时看到）'}
        <input
          className={`${input} min-w-64`}
          maxLength={kind === 'warn' ? 200 : 100}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <button type="submit" className={`${btn} bg-red-600`} disabled={busy}>
        {kind === 'warn' ? '发送警告' : '执行'}
      </button>
    </form>
  );
}
