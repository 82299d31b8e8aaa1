'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { Adverts } from './Adverts';
import { Banners } from './Banners';
import { announce, btn, input, Panel, Table, Toggle, when } from './ui';

type Hot = { id: number; word: string; rank: number; enabled: boolean };
type Ann = { id: number; title: string; summary: string; publishedAt: number; enabled: boolean };

/** Hot-search words, announcements, banners and adverts; the public site reads the same rows on its next request. */
export function Content() {
  const op = useOperator();
  const edit = !!op?.permissions.includes('content.edit');
  const [hot, setHot] = useState<Hot[]>([]);
  const [anns, setAnns] = useState<Ann[]>([]);
  const [word, setWord] = useState('');
  const [ann, setAnn] = useState({ title: '', summary: '', content: '' });
  const [tick, setTick] = useState(0);
  const reload = () => setTick((n) => n + 1);
  useEffect(() => {
    let live = true;
    void Promise.all([call(CONSOLE_CALLS.consoleHotWords), call(CONSOLE_CALLS.consoleAnnouncements)]).then(([h, a]) => {
      if (!live) return;
      if (h.code === 200) setHot(h.data);
      if (a.code === 200) setAnns(a.data);
    });
    return () => {
      live = false;
    };
  }, [tick]);
  const done = async (r: { code: number; message: string }, ok: string) => {
    reload();
    return announce(r, ok);
  };
  const addWord = async (e: FormEvent) => {
    e.preventDefault();
    if (await done(await call(CONSOLE_CALLS.consoleHotWordAdd, { body: { word, rank: hot.length } }), '已添加热搜词')) setWord('');
  };
  const addAnn = async (e: FormEvent) => {
    e.preventDefault();
    if (await done(await call(CONSOLE_CALLS.consoleAnnouncementAdd, { body: ann }), '公告已发布'))
      setAnn({ title: '', summary: '', content: '' });
  };
  return (
    <Allowed permission="content.read">
      <div className="space-y-6">
        <Panel title="热搜词">
          {edit ? (
            <form onSubmit={(e) => void addWord(e)} className="mb-3 flex gap-2">
              <input
                className={input}
                placeholder="新热搜词"
                aria-label="新热搜词"
                value={word}
                onChange={(e) => setWord(e.target.value)}
              />
              <button type="submit" className={`${btn} bg-slate-900`}>
                添加
              </button>
            </form>
          ) : null}
          <Table head={['排序', '热搜词', '状态', '操作']} empty={!hot.length}>
            {hot.map((h) => (
              <tr key={h.id}>
                <td className="px-2 py-2">{h.rank}</td>
                <td className="px-2 py-2">{h.word}</td>
                <td className="px-2 py-2">{h.enabled ? '上线' : '下线'}</td>
                <td className="px-2 py-2">
                  <Toggle
                    on={h.enabled}
                    disabled={!edit}
                    onChange={async (v) =>
                      void done(await call(CONSOLE_CALLS.consoleHotWordEnable, { params: { id: h.id }, body: { enabled: v } }), '已更新')
                    }
                  />
                </td>
              </tr>
            ))}
          </Table>
        </Panel>
        <Panel title="公告">
          {edit ? (
            <form onSubmit={(e) => void addAnn(e)} className="mb-3 grid gap-2">
              <input
                className={input}
                placeholder="标题"
                aria-label="公告标题"
                value={ann.title}
                onChange={(e) => setAnn({ ...ann, title: e.target.value })}
              />
              <input
                className={input}
                placeholder="摘要"
                aria-label="公告摘要"
                value={ann.summary}
                onChange={(e) => setAnn({ ...ann, summary: e.target.value })}
              />
              <textarea
                className={input}
                rows={4}
                placeholder="正文"
                aria-label="公告正文"
                value={ann.content}
                onChange={(e) => setAnn({ ...ann, content: e.target.value })}
              />
              <button type="submit" className={`${btn} w-24 bg-slate-900`}>
                发布公告
              </button>
            </form>
          ) : null}
          <Table head={['标题', '摘要', '发布时间', '状态', '操作']} empty={!anns.length}>
            {anns.map((a) => (
              <tr key={a.id}>
                <td className="px-2 py-2">{a.title}</td>
                <td className="max-w-xs px-2 py-2">{a.summary}</td>
                <td className="px-2 py-2 whitespace-nowrap">{when(a.publishedAt)}</td>
                <td className="px-2 py-2">{a.enabled ? '上线' : '下线'}</td>
                <td className="px-2 py-2">
                  <Toggle
                    on={a.enabled}
                    disabled={!edit}
                    onChange={async (v) =>
                      void done(
                        await call(CONSOLE_CALLS.consoleAnnouncementEnable, { params: { id: a.id }, body: { enabled: v } }),
                        '已更新',
                      )
                    }
                  />
                </td>
              </tr>
            ))}
          </Table>
        </Panel>
        <Banners edit={edit} />
        <Adverts edit={edit} />
      </div>
    </Allowed>
  );
}
