'use client';
import { useState, type FormEvent } from 'react';
import { API_CALLS, CONSOLE_CALLS, SYSTEM_HORN_MAX_LENGTH } from '@sports/contracts';
import { call } from '@/lib/api';
import { useOperator } from './ConsoleShell';
import { announce, btn, input, Panel, Table, when } from './ui';
import { useConsoleData } from './use-console-data';

/** Horns: the latest lines shown across every room (bought by users or posted here as 系统公告). */
export function Horns() {
  const op = useOperator();
  const edit = !!op?.permissions.includes('report.act');
  const [content, setContent] = useState('');
  const { data: hornsAnswer, reload } = useConsoleData(() => call(API_CALLS.hornList, { query: { page: 1, pageSize: 20 } }), []);
  const horns = hornsAnswer?.list ?? [];
  const post = async (e: FormEvent) => {
    e.preventDefault();
    if (announce(await call(CONSOLE_CALLS.consoleHornPost, { body: { content } }), '喇叭已发布')) setContent('');
    reload();
  };
  return (
    <Panel title="全站喇叭">
      {edit ? (
        <form onSubmit={(e) => void post(e)} className="mb-3 flex gap-2" aria-label="发布喇叭">
          <input
            className={`${input} flex-1`}
            placeholder="系统公告内容，所有直播间可见"
            aria-label="喇叭内容"
            maxLength={SYSTEM_HORN_MAX_LENGTH}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
          <button type="submit" className={`${btn} bg-slate-900`}>
            发布喇叭
          </button>
        </form>
      ) : null}
      <Table head={['时间', '发送者', '内容']} empty={!horns.length}>
        {horns.map((h) => (
          <tr key={h.id} data-testid="console-horn">
            <td className="px-2 py-2 whitespace-nowrap">{when(h.createdAt)}</td>
            <td className="px-2 py-2">{h.nickName}</td>
            <td className="px-2 py-2 break-all">{h.content}</td>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}
