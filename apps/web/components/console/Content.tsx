'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { API_ROUTES } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { btn, input, Panel, Table, when } from './ui';

type Hot = { id: number; word: string; rank: number; enabled: boolean };
type Ann = { id: number; title: string; summary: string; publishedAt: number; enabled: boolean };
type Banner = { id: number; channel: string; title: string; imageUrl: string; sort: number; enabled: boolean };

function Toggle({ on, disabled, onChange }: { on: boolean; disabled: boolean; onChange: (v: boolean) => void }) {
  return (
    <button type="button" disabled={disabled} className={`${btn} ${on ? 'bg-slate-500' : 'bg-green-600'}`} onClick={() => onChange(!on)}>
      {on ? '下线' : '上线'}
    </button>
  );
}

/** Hot-search words, announcements and banners; the public site reads the same rows on its next request. */
export function Content() {
  const op = useOperator();
  const edit = !!op?.permissions.includes('content.edit');
  const [hot, setHot] = useState<Hot[]>([]);
  const [anns, setAnns] = useState<Ann[]>([]);
  const [banners, setBanners] = useState<Banner[]>([]);
  const [word, setWord] = useState('');
  const [ann, setAnn] = useState({ title: '', summary: '', content: '' });
  const [tick, setTick] = useState(0);
  const reload = () => setTick((n) => n + 1);
  useEffect(() => {
    let live = true;
    void Promise.all([call(API_ROUTES.consoleHotWords), call(API_ROUTES.consoleAnnouncements), call(API_ROUTES.consoleBanners)]).then(
      ([h, a, b]) => {
        if (!live) return;
        if (h.code === 200) setHot(h.data);
        if (a.code === 200) setAnns(a.data);
        if (b.code === 200) setBanners(b.data);
      },
    );
    return () => {
      live = false;
    };
  }, [tick]);
  const done = async (r: { code: number; message: string }, ok: string) => {
    if (r.code === 200) toast.success(ok);
    else toast.error(r.message);
    reload();
    return r.code === 200;
  };
  const addWord = async (e: FormEvent) => {
    e.preventDefault();
    if (await done(await call(API_ROUTES.consoleHotWordAdd, { body: { word, rank: hot.length } }), '已添加热搜词')) setWord('');
  };
  const addAnn = async (e: FormEvent) => {
    e.preventDefault();
    if (await done(await call(API_ROUTES.consoleAnnouncementAdd, { body: ann }), '公告已发布'))
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
                      void done(await call(API_ROUTES.consoleHotWordEnable, { params: { id: h.id }, body: { enabled: v } }), '已更新')
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
                      void done(await call(API_ROUTES.consoleAnnouncementEnable, { params: { id: a.id }, body: { enabled: v } }), '已更新')
                    }
                  />
                </td>
              </tr>
            ))}
          </Table>
        </Panel>
        <Panel title="轮播图">
          <Table head={['渠道', '图片', '标题', '排序', '状态', '操作']} empty={!banners.length}>
            {banners.map((b) => (
              <tr key={b.id}>
                <td className="px-2 py-2">{b.channel === 'pc' ? 'PC' : 'App'}</td>
                <td className="px-2 py-2">
                  <img src={b.imageUrl} alt={b.title} className="h-10 w-24 rounded object-cover" />
                </td>
                <td className="px-2 py-2">{b.title}</td>
                <td className="px-2 py-2">{b.sort}</td>
                <td className="px-2 py-2">{b.enabled ? '上线' : '下线'}</td>
                <td className="px-2 py-2">
                  <Toggle
                    on={b.enabled}
                    disabled={!edit}
                    onChange={async (v) =>
                      void done(await call(API_ROUTES.consoleBannerEnable, { params: { id: b.id }, body: { enabled: v } }), '已更新')
                    }
                  />
                </td>
              </tr>
            ))}
          </Table>
        </Panel>
      </div>
    </Allowed>
  );
}
