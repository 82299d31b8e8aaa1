'use client';
import { useEffect, useState } from 'react';
import { CONSOLE_CALLS, type TConsoleExpertApplication } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { ReviewDecision } from './ReviewDecision';
import { announce, Panel, Table, when } from './ui';

const FIELDS = { football: '足球', basketball: '篮球' } as const;

/** Expert applications: approve (the user becomes an expert) or reject with the reason they will see. */
export function ExpertApplications() {
  const op = useOperator();
  const [rows, setRows] = useState<TConsoleExpertApplication[]>([]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    void call(CONSOLE_CALLS.consoleExpertApplications).then((r) => r.code === 200 && setRows(r.data));
  }, [tick]);
  const reload = () => setTick((n) => n + 1);
  return (
    <Allowed permission="expert.read">
      <Panel title="专家申请">
        <Table head={['申请', '用户', '领域', '个人介绍', '分析样例', '时间', '操作']} empty={!rows.length}>
          {rows.map((a) => (
            <tr key={a.id} data-testid={`expert-application-${a.id}`}>
              <td className="px-2 py-2">#{a.id}</td>
              <td className="px-2 py-2">
                {a.nickName}（{a.userId}）
              </td>
              <td className="px-2 py-2">{FIELDS[a.field]}</td>
              <td className="max-w-xs px-2 py-2 break-all">{a.introduction}</td>
              <td className="max-w-xs px-2 py-2 break-all">{a.sample}</td>
              <td className="px-2 py-2 whitespace-nowrap">{when(a.createdAt)}</td>
              <td className="px-2 py-2">
                {op?.permissions.includes('expert.review') ? (
                  <ReviewDecision
                    approveLabel="通过"
                    onApprove={() =>
                      void call(CONSOLE_CALLS.consoleExpertApprove, { params: { id: a.id } }).then((r) => {
                        announce(r, `${a.nickName} 已成为专家`);
                        reload();
                      })
                    }
                    reject={(reason) => call(CONSOLE_CALLS.consoleExpertReject, { params: { id: a.id }, body: { reason } })}
                    rejected={`已驳回 ${a.nickName} 的申请`}
                    onDone={reload}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      </Panel>
    </Allowed>
  );
}
