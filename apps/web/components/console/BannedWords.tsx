'use client';
import { useState, type FormEvent } from 'react';
import { CONSOLE_CALLS, BANNED_WORD_MAX_LENGTH } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { Horns } from './Horns';
import { announce, btn, input, Panel, Table } from './ui';
import { useConsoleData } from './use-console-data';

/** The banned words (chat masks them as ** at once, posts and comments containing one are refused) and the horns. */
export function BannedWords() {
  const op = useOperator();
  const edit = !!op?.permissions.includes('report.act');
  const [word, setWord] = useState('');
  const [filter, setFilter] = useState('');
  const { data: words = [], reload } = useConsoleData(() => call(CONSOLE_CALLS.consoleBannedWords), []);
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const r = await call(CONSOLE_CALLS.consoleBannedWordAdd, { body: { word } });
    if (announce(r, r.code === 200 && !r.data.added ? '该违禁词已存在' : '已添加违禁词')) setWord('');
    reload();
  };
  const remove = async (w: string) => {
    if (!window.confirm(`删除违禁词「${w}」？`)) return;
    announce(await call(CONSOLE_CALLS.consoleBannedWordRemove, { body: { word: w } }), '已删除违禁词');
    reload();
  };
  const shown = words.filter((w) => w.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Allowed permission="report.read">
      <Panel title={`违禁词（${words.length}）`}>
        <p className="mb-3 text-sm text-slate-500">聊天中的违禁词替换为 **，含违禁词的帖子和评论不能发布；修改立即生效，不区分大小写。</p>
        <div className="mb-3 flex flex-wrap gap-2">
          {edit ? (
            <form onSubmit={(e) => void add(e)} className="flex gap-2" aria-label="添加违禁词">
              <input
                className={input}
                placeholder="新违禁词"
                aria-label="新违禁词"
                maxLength={BANNED_WORD_MAX_LENGTH}
                value={word}
                onChange={(e) => setWord(e.target.value)}
              />
              <button type="submit" className={`${btn} bg-slate-900`}>
                添加
              </button>
            </form>
          ) : null}
          <input className={input} placeholder="筛选" aria-label="筛选违禁词" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
        <Table head={['违禁词', '操作']} empty={!shown.length}>
          {shown.map((w) => (
            <tr key={w} data-testid="banned-word">
              <td className="px-2 py-2">{w}</td>
              <td className="px-2 py-2">
                {edit ? (
                  <button type="button" className={`${btn} bg-red-600`} onClick={() => void remove(w)}>
                    删除
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      </Panel>
      <div className="mt-6">
        <Horns />
      </div>
    </Allowed>
  );
}
