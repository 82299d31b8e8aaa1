'use client';
import type { TConsoleUserDevice, TSanction } from '@sports/contracts';
import { Panel, Table, when } from './ui';

/** The devices a user logged in from, last used first, each marked while a ban of it runs (banned in the form below). */
export function UserDevices({ devices, sanctions }: { devices: TConsoleUserDevice[]; sanctions: TSanction[] }) {
  const banned = new Set(sanctions.filter((s) => s.kind === 'device' && s.active).map((s) => s.deviceId));
  return (
    <Panel title="登录设备">
      <Table head={['设备ID', '首次登录', '最近登录', '登录次数', '状态']} empty={!devices.length}>
        {devices.map((d) => (
          <tr key={d.deviceId} data-testid="device-row" className={banned.has(d.deviceId) ? 'text-red-700' : ''}>
            <td className="px-2 py-2 font-mono break-all">{d.deviceId}</td>
            <td className="px-2 py-2 whitespace-nowrap">{when(d.firstLoginAt)}</td>
            <td className="px-2 py-2 whitespace-nowrap">{when(d.lastLoginAt)}</td>
            <td className="px-2 py-2">{d.logins}</td>
            <td className="px-2 py-2">{banned.has(d.deviceId) ? '封禁中' : '正常'}</td>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}
