'use client';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { API_ROUTES, REPORT_ACTIONS, REPORT_ACTION_LABELS, type TConsoleReport } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { btn, Panel, Table, when } from './ui';

const STATES = ['待处理', '已处理', '已驳回'];
const COLORS: Record<(typeof REPORT_ACTIONS)[number], string> = { dismiss: 'bg-slate-500', warn: 'bg-amber-600', cut: 'bg-red-600' };

/** Viewers' reports of rooms: read, then warn, cut the stream or dismiss. */
export function Reports() {
  const op = useOperator();
  const [all, setAll] = useState(false);
  const [rows, setRows] = useState<TConsoleReport[]>([]);
  const [tick, setTick] = useState(0);
  const reload = () => setTick((n) => n + 1);
  useEffect(() => {
    let live = true;
    void call(API_ROUTES.consoleReports, { query: { state: all ? 'all' : 'open' } }).then((r) => live && r.code === 200 && setRows(r.data));
    return () => {
      live = false;
    };
  }, [all, tick]);
  const act = async (id: number, action: (typeof REPORT_ACTIONS)[number]) => {
    const r = await call(API_ROUTES.consoleReportAct, { params: { id }, body: { action, note: '' } });
    if (r.code === 200) toast.success(`举报 #${id}：${REPORT_ACTION_LABELS[action]}`);
    else toast.error(r.message);
    reload();
  };
  return (
    <Allowed permission="report.read">
      <Panel
        title="举报处理"
        actions={
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
            显示已处理
          </label>
        }
      >
        <Table head={['编号', '直播间', '举报人', '原因', '补充说明', '状态', '时间', '操作']} empty={!rows.length}>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="px-2 py-2">#{r.id}</td>
              <td className="px-2 py-2">
                <a className="text-blue-600 underline" href={`/live/${r.roomId}`} target="_blank" rel="noreferrer">
                  {r.roomId}
                </a>
              </td>
              <td className="px-2 py-2">{r.reporterNick}</td>
              <td className="px-2 py-2">{r.reason}</td>
              <td className="max-w-xs px-2 py-2 break-all">{r.content}</td>
              <td className="px-2 py-2">{STATES[r.state] ?? r.state}</td>
              <td className="px-2 py-2 whitespace-nowrap">{when(r.createdAt)}</td>
              <td className="px-2 py-2">
                {r.state === 0 && op?.permissions.includes('report.act') ? (
                  <div className="flex gap-2">
                    {REPORT_ACTIONS.map((a) => (
                      <button key={a} type="button" className={`${btn} ${COLORS[a]}`} onClick={() => void act(r.id, a)}>
                        {REPORT_ACTION_LABELS[a]}
                      </button>
                    ))}
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      </Panel>
    </Allowed>
  );
}
