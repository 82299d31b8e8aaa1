'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS, type TConsoleAboutPage } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { btn, input, Panel, when } from './ui';
import { useConsoleData } from './use-console-data';

function AboutForm({ page, edit, onSaved }: { page: TConsoleAboutPage; edit: boolean; onSaved: () => void }) {
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const save = async () => {
    const r = await call(CONSOLE_CALLS.consoleAboutUpdate, { params: { id: page.id }, body: { title, body } });
    if (r.code !== 200) return void toast.error(r.message);
    toast.success('已保存');
    onSaved();
  };
  return (
    <div className="grid gap-2 border-b border-slate-100 pb-4">
      <div className="flex items-center gap-2 text-sm">
        <input
          className={`${input} w-64`}
          aria-label={`页面标题 ${page.id}`}
          value={title}
          disabled={!edit}
          onChange={(e) => setTitle(e.target.value)}
        />
        <a href={`/about/${page.id}`} target="_blank" rel="noreferrer" className="text-slate-500 hover:text-slate-900">
          查看页面
        </a>
        <span className="text-slate-400">更新于 {when(page.updatedAt)}</span>
      </div>
      <textarea
        className={input}
        rows={8}
        aria-label={`页面正文 ${page.id}`}
        value={body}
        disabled={!edit}
        onChange={(e) => setBody(e.target.value)}
      />
      {edit ? (
        <button type="button" className={`${btn} w-20 bg-slate-900`} onClick={() => void save()}>
          保存
        </button>
      ) : null}
    </div>
  );
}

/** The /about pages: title and body (plain text, a blank line starts a paragraph; markup is removed on save). */
export function AboutPages() {
  const op = useOperator();
  const edit = !!op?.permissions.includes('content.edit');
  const { data: pages = [], reload } = useConsoleData(() => call(CONSOLE_CALLS.consoleAboutPages), []);
  return (
    <Allowed permission="content.read">
      <Panel title="关于我们页面">
        <p className="mb-4 text-sm text-slate-500">
          正文为纯文本，空一行为新段落；可用 {'{{brand}}'}、{'{{phone}}'}、{'{{email}}'} 等占位符。
        </p>
        <div className="space-y-4">
          {pages.map((p) => (
            <AboutForm key={`${p.id}:${p.updatedAt}`} page={p} edit={edit} onSaved={() => reload()} />
          ))}
        </div>
      </Panel>
    </Allowed>
  );
}
