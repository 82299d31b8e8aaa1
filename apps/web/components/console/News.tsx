'use client';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS, NEWS_STATE_LABELS, type TConsoleNewsItem, type TNewsPublishMode } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { NewsEditor } from './NewsEditor';
import { btn, input, Panel, Table, when } from './ui';

const PAGE = 20;

/** 头条 in the console: every article in every state, found by title, written, scheduled, taken off and put back. */
export function News() {
  const op = useOperator();
  const edit = !!op?.permissions.includes('content.edit');
  const [rows, setRows] = useState<TConsoleNewsItem[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void call(CONSOLE_CALLS.consoleNews, { query: { page, pageSize: PAGE, ...(keyword ? { keyword } : {}) } }).then((r) => {
      if (!live) return;
      if (r.code !== 200) return void toast.error(r.message);
      setRows(r.data.list);
      setTotal(r.data.totalNumber);
    });
    return () => {
      live = false;
    };
  }, [page, keyword, tick]);
  const publish = async (id: number, mode: TNewsPublishMode) => {
    const r = await call(CONSOLE_CALLS.consoleNewsPublish, { params: { id }, body: { mode } });
    if (r.code === 200) toast.success(mode === 'unpublish' ? '已下线' : '已发布');
    else toast.error(r.message);
    setTick((n) => n + 1);
  };
  const closeEditor = () => {
    setEditing(undefined);
    setTick((n) => n + 1);
  };
  return (
    <Allowed permission="content.read">
      <div className="space-y-6">
        {editing !== undefined ? <NewsEditor key={editing ?? 'new'} id={editing} onDone={closeEditor} /> : null}
        <Panel
          title="头条文章"
          actions={
            <div className="flex gap-2">
              <input
                className={input}
                placeholder="按标题搜索"
                aria-label="按标题搜索"
                value={keyword}
                onChange={(e) => (setPage(1), setKeyword(e.target.value.trim()))}
              />
              {edit ? (
                <button type="button" className={`${btn} bg-slate-900`} onClick={() => setEditing(null)}>
                  新建文章
                </button>
              ) : null}
            </div>
          }
        >
          <Table head={['标题', '分类', '状态', '发布时间', '阅读', '操作']} empty={!rows.length}>
            {rows.map((a) => (
              <tr key={a.id} data-testid="news-row">
                <td className="max-w-md px-2 py-2">{a.title}</td>
                <td className="px-2 py-2 whitespace-nowrap">{a.columnName}</td>
                <td className="px-2 py-2 whitespace-nowrap">{NEWS_STATE_LABELS[a.state]}</td>
                <td className="px-2 py-2 whitespace-nowrap">{when(a.publishedAt)}</td>
                <td className="px-2 py-2">{a.views}</td>
                <td className="px-2 py-2 whitespace-nowrap">
                  {edit ? (
                    <div className="flex gap-2">
                      <button type="button" className={`${btn} bg-slate-700`} onClick={() => setEditing(a.id)}>
                        编辑
                      </button>
                      {a.state === 'unpublished' ? (
                        <button type="button" className={`${btn} bg-green-600`} onClick={() => void publish(a.id, 'now')}>
                          发布
                        </button>
                      ) : (
                        <button type="button" className={`${btn} bg-slate-500`} onClick={() => void publish(a.id, 'unpublish')}>
                          下线
                        </button>
                      )}
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </Table>
          <div className="mt-3 flex items-center justify-end gap-3 text-sm">
            <span>
              共 {total} 篇，第 {page} 页
            </span>
            <button type="button" className={`${btn} bg-slate-700`} disabled={page <= 1} onClick={() => setPage(page - 1)}>
              上一页
            </button>
            <button type="button" className={`${btn} bg-slate-700`} disabled={page * PAGE >= total} onClick={() => setPage(page + 1)}>
              下一页
            </button>
          </div>
        </Panel>
      </div>
    </Allowed>
  );
}
