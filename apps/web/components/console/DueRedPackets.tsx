'use client';
import { CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { useOperator } from './ConsoleShell';
import { announce, btn, Panel, Table, when } from './ui';
import { useConsoleData } from './use-console-data';

/** Red packets past their expiry whose unclaimed rest has not gone back to the sender, and returning them now (as `redpacket expire`). */
export function DueRedPackets() {
  const op = useOperator();
  const canSettle = !!op?.permissions.includes('finance.adjust');
  const { data: due = null, reload } = useConsoleData(() => call(CONSOLE_CALLS.consoleRedPacketsDue), []);
  const settle = async () => {
    const r = await call(CONSOLE_CALLS.consoleRedPacketsSettle);
    announce(r, r.code === 200 ? `已退回 ${r.data.packets} 个红包，共 ${r.data.returned} 球钻` : '');
    reload();
  };
  return (
    <Panel
      title={`过期未退回的红包（${due?.count ?? 0}）`}
      actions={
        canSettle && due?.count ? (
          <button type="button" className={`${btn} bg-slate-700`} onClick={() => void settle()}>
            立即退回
          </button>
        ) : null
      }
    >
      <p className="mb-2 text-sm text-slate-500">红包过期后未领取的球钻每分钟自动退回发送者；这里列出仍未退回的。</p>
      <Table head={['红包', '直播间', '发送者', '金额', '未领取', '过期时间']} empty={!due?.list.length}>
        {(due?.list ?? []).map((p) => (
          <tr key={p.id} data-testid="due-red-packet">
            <td className="px-2 py-2">#{p.id}</td>
            <td className="px-2 py-2">{p.roomId}</td>
            <td className="px-2 py-2">
              {p.senderNick}（ID {p.senderId}）
            </td>
            <td className="px-2 py-2">{p.amount}</td>
            <td className="px-2 py-2">{p.unclaimed}</td>
            <td className="px-2 py-2">{when(p.expiresAt)}</td>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}
