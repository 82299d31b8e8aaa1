'use client';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { btn, input, Panel, Table } from './ui';
import { uploadConsoleImages } from './upload';
import { useConsoleData } from './use-console-data';

type Form = { name: string; description: string; icon: string; sort: number };
const EMPTY: Form = { name: '', description: '', icon: '', sort: 0 };

/** The community's circles: create, edit (name, description, icon, order), enable or disable. */
export function Circles() {
  const op = useOperator();
  const edit = !!op?.permissions.includes('content.edit');
  const [form, setForm] = useState<Form>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const { data: rows = [], reload } = useConsoleData(() => call(CONSOLE_CALLS.consoleCircles), []);
  const done = (r: { code: number; message: string }, ok: string) => {
    if (r.code === 200) toast.success(ok);
    else toast.error(r.message);
    reload();
    return r.code === 200;
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const r =
      editing === null
        ? await call(CONSOLE_CALLS.consoleCircleCreate, { body: form })
        : await call(CONSOLE_CALLS.consoleCircleUpdate, { params: { id: editing }, body: form });
    if (done(r, editing === null ? '已创建圈子' : '已保存')) {
      setForm(EMPTY);
      setEditing(null);
    }
  };
  const icon = async (files: FileList | null) => {
    const [url] = await uploadConsoleImages(files);
    if (url) set({ icon: url });
  };
  return (
    <Allowed permission="content.read">
      <Panel title="社区圈子">
        {edit ? (
          <form onSubmit={(e) => void save(e)} className="mb-4 flex flex-wrap items-center gap-2">
            <input
              className={input}
              placeholder="圈子名称"
              aria-label="圈子名称"
              value={form.name}
              onChange={(e) => set({ name: e.target.value })}
            />
            <input
              className={`${input} min-w-64 flex-1`}
              placeholder="简介"
              aria-label="圈子简介"
              value={form.description}
              onChange={(e) => set({ description: e.target.value })}
            />
            <input
              type="number"
              className={`${input} w-20`}
              aria-label="排序"
              value={form.sort}
              onChange={(e) => set({ sort: Number(e.target.value) })}
            />
            {form.icon ? <img src={form.icon} alt="图标" className="h-8 w-8 rounded object-cover" /> : null}
            <label className={`${btn} cursor-pointer bg-slate-700`}>
              上传图标
              <input type="file" accept="image/*" className="hidden" aria-label="上传图标" onChange={(e) => void icon(e.target.files)} />
            </label>
            <button type="submit" className={`${btn} bg-slate-900`}>
              {editing === null ? '新建圈子' : '保存修改'}
            </button>
            {editing !== null ? (
              <button type="button" className={`${btn} bg-slate-400`} onClick={() => (setEditing(null), setForm(EMPTY))}>
                取消
              </button>
            ) : null}
          </form>
        ) : null}
        <Table head={['图标', '名称', '简介', '排序', '帖子', '状态', '操作']} empty={!rows.length}>
          {rows.map((c) => (
            <tr key={c.id}>
              <td className="px-2 py-2">{c.icon ? <img src={c.icon} alt={c.name} className="h-8 w-8 rounded object-cover" /> : '-'}</td>
              <td className="px-2 py-2">{c.name}</td>
              <td className="max-w-xs px-2 py-2">{c.description}</td>
              <td className="px-2 py-2">{c.sort}</td>
              <td className="px-2 py-2">{c.postCount}</td>
              <td className="px-2 py-2">{c.enabled ? '启用' : '停用'}</td>
              <td className="px-2 py-2 whitespace-nowrap">
                {edit ? (
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className={`${btn} bg-slate-700`}
                      onClick={() => (setEditing(c.id), setForm({ name: c.name, description: c.description, icon: c.icon, sort: c.sort }))}
                    >
                      编辑
                    </button>
                    <button
                      type="button"
                      className={`${btn} ${c.enabled ? 'bg-slate-500' : 'bg-green-600'}`}
                      onClick={async () =>
                        void done(
                          await call(CONSOLE_CALLS.consoleCircleEnable, { params: { id: c.id }, body: { enabled: !c.enabled } }),
                          c.enabled ? '已停用' : '已启用',
                        )
                      }
                    >
                      {c.enabled ? '停用' : '启用'}
                    </button>
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
