'use client';
import { useState } from 'react';
import { CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed } from './ConsoleShell';
import { input, Pager, Panel, Table, when } from './ui';
import { useConsoleData } from './use-console-data';

const PAGE = 50;

/** The append-only audit log: who did what, on which object, before and after, when and from where. */
export function Audit() {
  const [page, setPage] = useState(1);
  const [operator, setOperator] = useState('');
  const { data } = useConsoleData(
    () => call(CONSOLE_CALLS.consoleAudit, { query: { page, pageSize: PAGE, ...(operator ? { operator } : {}) } }),
    [page, operator],
  );
  const rows = data?.list ?? [];
  const total = data?.totalNumber ?? 0;
  return (
    <Allowed permission="audit.read">
      <Panel
        title="操作日志"
        actions={
          <input
            className={input}
            placeholder="按账号筛选"
            aria-label="按账号筛选"
            value={operator}
            onChange={(e) => (setPage(1), setOperator(e.target.value.trim()))}
          />
        }
      >
        <Table head={['时间', '账号', '操作', '对象', '详情', '来源']} empty={!rows.length}>
          {rows.map((r) => (
            <tr key={r.id} data-testid="audit-row">
              <td className="px-2 py-2 whitespace-nowrap">{when(r.createdAt)}</td>
              <td className="px-2 py-2">{r.operatorName || '-'}</td>
              <td className="px-2 py-2">{r.action}</td>
              <td className="px-2 py-2">{r.target}</td>
              <td className="max-w-md px-2 py-2 font-mono text-xs break-all text-slate-500">{r.detail}</td>
              <td className="px-2 py-2">{r.ip}</td>
            </tr>
          ))}
        </Table>
        <Pager page={page} pageSize={PAGE} total={total} onPage={setPage} />
      </Panel>
    </Allowed>
  );
}
