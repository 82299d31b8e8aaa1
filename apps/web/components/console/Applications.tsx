'use client';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { ReviewDecision } from './ReviewDecision';
import { Panel, Table, when } from './ui';
import { useConsoleData } from './use-console-data';

/** Anchor applications waiting for a decision: approve, or reject with a reason the applicant sees. */
export function Applications() {
  const op = useOperator();
  const { data: rows = [], reload } = useConsoleData(() => call(CONSOLE_CALLS.consoleApplications), []);
  const canReview = !!op?.permissions.includes('anchor.review');
  const approve = async (userId: number) => {
    const r = await call(CONSOLE_CALLS.consoleApplicationApprove, { body: { userId } });
    if (r.code === 200) toast.success(`已通过，直播间 ${r.data.roomId ?? ''}`);
    else toast.error(r.message);
    reload();
  };
  return (
    <Allowed permission="anchor.read">
      <Panel title="主播申请">
        <Table head={['申请人', '手机号', '真实姓名', '联系方式', '介绍', '申请时间', '操作']} empty={!rows.length}>
          {rows.map((r) => (
            <tr key={r.userId} data-testid={`application-${r.userId}`}>
              <td className="px-2 py-2">{r.nickName}</td>
              <td className="px-2 py-2">{r.mobile ?? '-'}</td>
              <td className="px-2 py-2">{r.realName}</td>
              <td className="px-2 py-2">{r.contact}</td>
              <td className="max-w-xs px-2 py-2 break-all">{r.introduction}</td>
              <td className="px-2 py-2 whitespace-nowrap">{when(r.createdAt)}</td>
              <td className="px-2 py-2">
                {canReview ? (
                  <ReviewDecision
                    approveLabel="通过"
                    onApprove={() => void approve(r.userId)}
                    reject={(reason) => call(CONSOLE_CALLS.consoleApplicationReject, { body: { userId: r.userId, reason } })}
                    rejected="已驳回"
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
