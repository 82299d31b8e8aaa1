'use client';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { API_ROUTES, type TConsolePostReport } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { btn, input, Panel, Table, when } from './ui';

/** Viewers' reports of community posts: hide the post (or restore it) with a reason. */
export function PostReports() {
  const op = useOperator();
  const [rows, setRows] = useState<TConsolePostReport[]>([]);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [hidden, setHidden] = useState<Record<number, boolean>>({});
  useEffect(() => {
    void call(API_ROUTES.consolePostReports).then((r) => r.code === 200 && setRows(r.data));
  }, []);
  const hide = async (postId: number, on: boolean) => {
    const r = await call(API_ROUTES.consolePostHide, { params: { id: postId }, body: { hidden: on, reason: reasons[postId] ?? '' } });
    if (r.code !== 200) {
      toast.error(r.message);
      return;
    }
    setHidden((h) => ({ ...h, [postId]: on }));
    toast.success(on ? `帖子 #${postId} 已隐藏` : `帖子 #${postId} 已恢复`);
  };
  return (
    <Allowed permission="report.read">
      <Panel title="帖子举报">
        <Table head={['编号', '帖子', '举报人', '原因', '时间', '操作']} empty={!rows.length}>
          {rows.map((r) => (
            <tr key={r.id} data-testid={`post-report-${r.postId}`}>
              <td className="px-2 py-2">#{r.id}</td>
              <td className="px-2 py-2">
                <a className="text-blue-600 underline" href={`/community/${r.postId}`} target="_blank" rel="noreferrer">
                  {r.postId}
                </a>
              </td>
              <td className="px-2 py-2">{r.reporterNick}</td>
              <td className="px-2 py-2">{r.reason}</td>
              <td className="px-2 py-2 whitespace-nowrap">{when(r.createdAt)}</td>
              <td className="px-2 py-2">
                {op?.permissions.includes('report.act') ? (
                  <div className="flex items-center gap-2">
                    <input
                      className={`${input} w-36`}
                      aria-label="处理原因"
                      placeholder="处理原因"
                      value={reasons[r.postId] ?? ''}
                      onChange={(e) => setReasons((x) => ({ ...x, [r.postId]: e.target.value }))}
                    />
                    {hidden[r.postId] ? (
                      <button type="button" className={`${btn} bg-slate-500`} onClick={() => void hide(r.postId, false)}>
                        恢复帖子
                      </button>
                    ) : (
                      <button type="button" className={`${btn} bg-red-600`} onClick={() => void hide(r.postId, true)}>
                        隐藏帖子
                      </button>
                    )}
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
