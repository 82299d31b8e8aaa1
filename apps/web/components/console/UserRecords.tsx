'use client';
import { useState } from 'react';
import { CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { Pager, Panel, Table, when } from './ui';
import { useConsoleData } from './use-console-data';

const PAGE = 20;
const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? '' : String(n));

/** A user's wallet records (the ledger's entries of their account), newest first, paged. */
export function UserRecords({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const { data } = useConsoleData(
    () => call(CONSOLE_CALLS.consoleUserRecords, { params: { id }, query: { page, pageSize: PAGE } }),
    [id, page],
  );
  return (
    <Panel title="钱包流水">
      <Table head={['时间', '类型', '球钻', '球票', '收益球钻', '球钻余额', '备注']} empty={!data?.list.length}>
        {data?.list.map((r) => (
          <tr key={r.id} data-testid="record-row">
            <td className="px-2 py-2 whitespace-nowrap">{when(r.createTime)}</td>
            <td className="px-2 py-2">{r.label}</td>
            <td className="px-2 py-2">{signed(r.balance)}</td>
            <td className="px-2 py-2">{signed(r.ticket)}</td>
            <td className="px-2 py-2">{signed(r.cash)}</td>
            <td className="px-2 py-2">{r.balanceAfter ?? '-'}</td>
            <td className="px-2 py-2 text-slate-500">{r.memo ?? ''}</td>
          </tr>
        ))}
      </Table>
      <Pager page={page} pageSize={PAGE} total={data?.totalNumber ?? 0} onPage={setPage} />
    </Panel>
  );
}
