'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import {
  CONSOLE_CALLS,
  REPORT_KIND_ACTIONS,
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  REPORT_STATE_LABELS,
  reportActionLabel,
  type TConsoleReport,
  type TReportAction,
  type TReportKind,
} from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { btn, input, Panel, Table, when } from './ui';
import { UserDetail } from './UserDetail';
import { useConsoleData } from './use-console-data';

const COLORS: Record<TReportAction, string> = { warn: 'bg-amber-600', hide: 'bg-red-600', mute: 'bg-purple-700', dismiss: 'bg-slate-500' };

/** How a report was settled, or that it is still open. */
function stateText(r: TConsoleReport): string {
  if (r.state === 'open' || !r.act) return REPORT_STATE_LABELS[r.state];
  const who = `${r.actedBy ?? ''} ${r.actedAt ? when(r.actedAt) : ''}`.trim();
  return `${REPORT_STATE_LABELS[r.state]}：${reportActionLabel(r.kind, r.act)}（${who}）${r.actNote ? ` ${r.actNote}` : ''}`;
}

/** Viewers' reports of rooms, posts and comments: one queue per kind, the same acts, open reports first. */
export function Reports() {
  const op = useOperator();
  const [kind, setKind] = useState<TReportKind>('room');
  const [all, setAll] = useState(false);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [mute, setMute] = useState<Record<number, { userId: string; minutes: string }>>({});
  /** The author being looked at from the queue: ban, mute site-wide, ban an address or device, warn. */
  const [author, setAuthor] = useState<number | null>(null);
  const { data: rows = [], reload } = useConsoleData(
    () => call(CONSOLE_CALLS.consoleReports, { query: { kind, state: all ? 'all' : 'open' } }),
    [kind, all],
  );
  const canAct = op?.permissions.includes('report.act') ?? false;
  const canSanction = op?.permissions.includes('user.sanction') ?? false;
  const act = async (r: TConsoleReport, action: TReportAction) => {
    const m = mute[r.id];
    const body = {
      action,
      note: notes[r.id] ?? '',
      ...(action === 'mute' ? { userId: Number(m?.userId) || undefined, minutes: Number(m?.minutes) || undefined } : {}),
    };
    const res = await call(CONSOLE_CALLS.consoleReportAct, { params: { kind: r.kind, id: r.id }, body });
    if (res.code === 200) toast.success(`举报 #${r.id}：${reportActionLabel(r.kind, action)}，同一对象 ${res.data.settled} 条举报已结案`);
    else toast.error(res.message);
    reload();
  };
  const restorePost = async (r: TConsoleReport) => {
    const reason = window.prompt(`恢复帖子 #${r.targetId} 的原因`) ?? '';
    if (!reason.trim()) return;
    const res = await call(CONSOLE_CALLS.consolePostHide, { params: { id: r.targetId }, body: { hidden: false, reason } });
    if (res.code === 200) toast.success(`帖子 #${r.targetId} 已恢复`);
    else toast.error(res.message);
    reload();
  };
  return (
    <Allowed permission="report.read">
      <Panel
        title="举报处理"
        actions={
          <div className="flex items-center gap-3 text-sm">
            {REPORT_KINDS.map((k) => (
              <button
                key={k}
                type="button"
                className={`${btn} ${k === kind ? 'bg-slate-800' : 'bg-slate-400'}`}
                onClick={() => setKind(k)}
                aria-pressed={k === kind}
              >
                {REPORT_KIND_LABELS[k]}举报
              </button>
            ))}
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
              显示已结案
            </label>
          </div>
        }
      >
        <Table head={['编号', REPORT_KIND_LABELS[kind], '作者', '举报人', '原因', '状态', '时间', '操作']} empty={!rows.length}>
          {rows.map((r) => (
            <tr key={r.id} data-testid={`report-${r.kind}-${r.id}`} className="align-top">
              <td className="px-2 py-2">#{r.id}</td>
              <td className="max-w-sm px-2 py-2 break-all">
                {r.link ? (
                  <a className="text-blue-600 underline" href={r.link} target="_blank" rel="noreferrer">
                    #{r.targetId}
                  </a>
                ) : (
                  <span>#{r.targetId}</span>
                )}{' '}
                <span className="whitespace-pre-line">{r.targetText}</span>
                <div className="text-xs text-slate-500">{r.context}</div>
              </td>
              <td className="px-2 py-2">
                {r.authorNick}
                {r.authorId !== null ? (
                  <div className="text-xs text-slate-500">
                    ID {r.authorId}{' '}
                    {canSanction ? (
                      <button
                        type="button"
                        className="text-blue-600 underline"
                        data-testid="report-author"
                        onClick={() => setAuthor(r.authorId)}
                      >
                        处罚
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </td>
              <td className="px-2 py-2">{r.reporterNick}</td>
              <td className="px-2 py-2">
                {r.reason}
                {r.content ? <div className="text-xs text-slate-500">{r.content}</div> : null}
              </td>
              <td className="max-w-xs px-2 py-2">{stateText(r)}</td>
              <td className="px-2 py-2 whitespace-nowrap">{when(r.createdAt)}</td>
              <td className="px-2 py-2">
                {canAct && r.state === 'open' ? (
                  <div className="flex flex-col gap-2">
                    <input
                      className={`${input} w-40`}
                      aria-label="处理说明"
                      placeholder="处理说明（选填）"
                      maxLength={100}
                      value={notes[r.id] ?? ''}
                      onChange={(e) => setNotes((x) => ({ ...x, [r.id]: e.target.value }))}
                    />
                    {r.kind === 'room' ? (
                      <div className="flex gap-1">
                        <input
                          className={`${input} w-20`}
                          aria-label="禁言用户ID"
                          placeholder="用户ID"
                          inputMode="numeric"
                          value={mute[r.id]?.userId ?? ''}
                          onChange={(e) =>
                            setMute((x) => ({ ...x, [r.id]: { minutes: x[r.id]?.minutes ?? '60', userId: e.target.value } }))
                          }
                        />
                        <input
                          className={`${input} w-20`}
                          aria-label="禁言分钟"
                          placeholder="分钟"
                          inputMode="numeric"
                          value={mute[r.id]?.minutes ?? '60'}
                          onChange={(e) => setMute((x) => ({ ...x, [r.id]: { userId: x[r.id]?.userId ?? '', minutes: e.target.value } }))}
                        />
                      </div>
                    ) : null}
                    <div className="flex flex-wrap gap-1">
                      {REPORT_KIND_ACTIONS[r.kind].map((a) => (
                        <button key={a} type="button" className={`${btn} ${COLORS[a]}`} onClick={() => void act(r, a)}>
                          {reportActionLabel(r.kind, a)}
                        </button>
                      ))}
                    </div>
                  </div>
                ) : null}
                {canAct && r.kind === 'post' && r.act === 'hide' ? (
                  <button type="button" className={`${btn} bg-slate-500`} onClick={() => void restorePost(r)}>
                    恢复帖子
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      </Panel>
      {author !== null ? (
        <div className="mt-6 space-y-6" data-testid="report-author-detail">
          <UserDetail key={author} id={author} />
        </div>
      ) : null}
    </Allowed>
  );
}
