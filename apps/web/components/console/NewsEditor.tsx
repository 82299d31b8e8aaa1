'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import {
  API_CALLS,
  CONSOLE_CALLS,
  NEWS_PUBLISH_LABELS,
  NEWS_PUBLISH_MODES,
  type TInfoCategory,
  type TNewsPublishMode,
} from '@sports/contracts';
import { call } from '@/lib/api';
import { RichText } from './RichText';
import { btn, input, Panel } from './ui';
import { uploadConsoleImages } from './upload';

type Form = {
  columnNo: string;
  title: string;
  summary: string;
  cover: string;
  tags: string;
  body: string;
  mode: TNewsPublishMode;
  at: string;
};
const EMPTY: Form = { columnNo: '', title: '', summary: '', cover: '', tags: '', body: '', mode: 'now', at: '' };

/** epoch ms ↔ the value of a datetime-local field (the operator's own clock). */
const localValue = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/** Writes a new article (`id` null) or edits one: category, title, cover, body with pictures, tags, and when it is on the site. */
export function NewsEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const [cats, setCats] = useState<TInfoCategory[]>([]);
  const [form, setForm] = useState<Form>(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  useEffect(() => {
    void call(API_CALLS.infoCategories, { body: {} }).then((r) => r.code === 200 && setCats(r.data));
  }, []);
  useEffect(() => {
    // A new article starts empty (the list mounts a fresh editor per article).
    if (id === null) return;
    let live = true;
    void call(CONSOLE_CALLS.consoleNewsDetail, { params: { id } }).then((r) => {
      if (!live) return;
      if (r.code !== 200) return void toast.error(r.message);
      const d = r.data;
      setForm({
        columnNo: d.columnNo,
        title: d.title,
        summary: d.summary,
        cover: d.cover,
        tags: d.tags.join('，'),
        body: d.body,
        mode: d.state === 'scheduled' ? 'schedule' : d.state === 'unpublished' ? 'unpublish' : 'now',
        at: d.state === 'scheduled' ? localValue(d.publishedAt) : '',
      });
    });
    return () => {
      live = false;
    };
  }, [id]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const at = form.mode === 'schedule' && form.at ? new Date(form.at).getTime() : undefined;
    const body = {
      columnNo: form.columnNo,
      title: form.title,
      summary: form.summary,
      cover: form.cover,
      body: form.body,
      tags: form.tags
        .split(/[,，\s]+/)
        .map((t) => t.trim())
        .filter(Boolean),
      mode: form.mode,
      ...(at === undefined ? {} : { at }),
    };
    setBusy(true);
    const r =
      id === null
        ? await call(CONSOLE_CALLS.consoleNewsCreate, { body })
        : await call(CONSOLE_CALLS.consoleNewsUpdate, { params: { id }, body });
    setBusy(false);
    if (r.code !== 200) return void toast.error(r.message);
    toast.success(r.data.state === 'scheduled' ? '已保存，将按时发布' : r.data.state === 'published' ? '已发布' : '已保存（未上线）');
    onDone();
  };
  const cover = async (files: FileList | null) => {
    const [url] = await uploadConsoleImages(files);
    if (url) set({ cover: url });
  };

  return (
    <Panel title={id === null ? '新建文章' : `编辑文章 #${id}`}>
      <form onSubmit={(e) => void save(e)} className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <select className={input} aria-label="分类" value={form.columnNo} onChange={(e) => set({ columnNo: e.target.value })}>
            <option value="">选择分类</option>
            {cats.map((c) => (
              <option key={c.columnNo} value={c.columnNo}>
                {c.name}
              </option>
            ))}
          </select>
          <input
            className={`${input} min-w-80 flex-1`}
            placeholder="标题（60字以内）"
            aria-label="标题"
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </div>
        <input
          className={input}
          placeholder="摘要（可不填，默认取正文开头）"
          aria-label="摘要"
          value={form.summary}
          onChange={(e) => set({ summary: e.target.value })}
        />
        <div className="flex items-center gap-3 text-sm">
          <span>封面</span>
          {form.cover ? (
            <img src={form.cover} alt="封面" className="h-16 w-28 rounded object-cover" />
          ) : (
            <span className="text-slate-400">未上传</span>
          )}
          <label className={`${btn} cursor-pointer bg-slate-700`}>
            上传封面
            <input type="file" accept="image/*" className="hidden" aria-label="上传封面" onChange={(e) => void cover(e.target.files)} />
          </label>
          {form.cover ? (
            <button type="button" className="text-slate-500 hover:text-slate-900" onClick={() => set({ cover: '' })}>
              移除
            </button>
          ) : null}
        </div>
        <RichText value={form.body} onChange={(body) => set({ body })} />
        <input
          className={input}
          placeholder="标签，用逗号分隔（最多8个）"
          aria-label="标签"
          value={form.tags}
          onChange={(e) => set({ tags: e.target.value })}
        />
        <fieldset className="flex flex-wrap items-center gap-4 text-sm">
          <legend className="sr-only">发布方式</legend>
          {NEWS_PUBLISH_MODES.map((m) => (
            <label key={m} className="flex items-center gap-1">
              <input type="radio" name="mode" checked={form.mode === m} onChange={() => set({ mode: m })} />
              {m === 'unpublish' ? '存为下线' : NEWS_PUBLISH_LABELS[m]}
            </label>
          ))}
          {form.mode === 'schedule' ? (
            <input
              type="datetime-local"
              className={input}
              aria-label="发布时间"
              value={form.at}
              onChange={(e) => set({ at: e.target.value })}
            />
          ) : null}
        </fieldset>
        <div className="flex gap-2">
          <button type="submit" disabled={busy} className={`${btn} bg-slate-900`}>
            保存
          </button>
          <button type="button" className={`${btn} bg-slate-400`} onClick={onDone}>
            取消
          </button>
        </div>
      </form>
    </Panel>
  );
}
