'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS, type TConsoleUserRow } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed } from './ConsoleShell';
import { IpBans } from './IpBans';
import { UserDetail } from './UserDetail';
import { btn, input, Panel, Table, when } from './ui';

/** The users page: find a user by id, mobile or nickname, then their profile, wallet and sanctions; address bans below. */
export function Users() {
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<TConsoleUserRow[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const search = async () => {
    const r = await call(CONSOLE_CALLS.consoleUserSearch, { query: { q } });
    if (r.code !== 200) {
      toast.error(r.message);
      return;
    }
    setRows(r.data);
    setSelected(r.data.length === 1 ? (r.data[0]?.id ?? null) : null);
  };
  return (
    <Allowed permission="user.read">
      <div className="flex flex-col gap-5">
        <Panel title="查找用户">
          <form
            role="search"
            aria-label="查找用户"
            className="mb-4 flex gap-3 text-sm"
            onSubmit={(e) => {
              e.preventDefault();
              void search();
            }}
          >
            <input
              className={`${input} w-72`}
              placeholder="用户ID、手机号或昵称"
              aria-label="用户ID、手机号或昵称"
              maxLength={32}
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
            <button type="submit" className={`${btn} bg-slate-800`}>
              查找
            </button>
          </form>
          {rows ? (
            <Table head={['ID', '昵称', '手机号', '等级', '身份', '注册时间', '']} empty={!rows.length}>
              {rows.map((u) => (
                <tr key={u.id} data-testid="user-row" className={u.id === selected ? 'bg-slate-50' : ''}>
                  <td className="px-2 py-2">{u.id}</td>
                  <td className="px-2 py-2">{u.nickName}</td>
                  <td className="px-2 py-2">{u.mobile ?? '-'}</td>
                  <td className="px-2 py-2">{u.level ?? '-'}</td>
                  <td className="px-2 py-2">{[u.isAnchor ? '主播' : '', u.isExpert ? '专家' : ''].filter(Boolean).join('、') || '用户'}</td>
                  <td className="px-2 py-2 whitespace-nowrap">{when(u.createdAt)}</td>
                  <td className="px-2 py-2">
                    <button type="button" className={`${btn} bg-slate-700`} onClick={() => setSelected(u.id)}>
                      查看
                    </button>
                  </td>
                </tr>
              ))}
            </Table>
          ) : null}
        </Panel>
        {selected !== null ? <UserDetail key={selected} id={selected} /> : null}
        <IpBans />
      </div>
    </Allowed>
  );
}
