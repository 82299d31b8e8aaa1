'use client';
/**
 * <RoomMembers roomId kind>: the anchor's list of room managers (`kind="manager"`) or of muted
 * users (`kind="forbid"`) of a room, with add by nickname (mutes: for a time or until lifted) and
 * remove. The server decides who may: managers only the anchor, mutes the anchor and managers.
 */
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import dayjs from 'dayjs';
import { API_CALLS as R, DEFAULT_MUTE_MINUTES, MESSAGES, MUTE_DURATIONS, type TPage, type TRoomMember } from '@sports/contracts';
import { call } from '@/lib/api';
import { Button } from '@/components/ui/Button';
import { Pager } from '@/components/ui/Pager';

const PAGE_SIZE = 10;

const ROUTES = {
  manager: { list: R.managerList, add: R.managerAdd, remove: R.managerRemove },
  forbid: { list: R.forbidList, add: R.forbidAdd, remove: R.forbidRemove },
} as const;

export function RoomMembers({ roomId, kind }: { roomId: number; kind: 'manager' | 'forbid' }) {
  const label = kind === 'manager' ? '房管' : '禁言';
  const [page, setPage] = useState(1);
  const [data, setData] = useState<TPage<TRoomMember> | null>(null);
  const [nick, setNick] = useState('');
  const [minutes, setMinutes] = useState<number>(DEFAULT_MUTE_MINUTES);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (p: number) => {
      const r = await call(ROUTES[kind].list, { query: { roomId, page: p, pageSize: PAGE_SIZE } });
      if (r.code === MESSAGES.OK.code) setData(r.data);
      else toast.error(r.message);
    },
    [kind, roomId],
  );
  useEffect(() => {
    let live = true;
    void call(ROUTES[kind].list, { query: { roomId, page, pageSize: PAGE_SIZE } }).then((r) => {
      if (!live) return;
      if (r.code === MESSAGES.OK.code) setData(r.data);
      else toast.error(r.message);
    });
    return () => {
      live = false;
    };
  }, [kind, roomId, page]);

  const add = async () => {
    const nickName = nick.trim();
    if (!nickName) return toast.error('请输入用户昵称');
    setBusy(true);
    const r = await call(ROUTES[kind].add, { query: { roomId, nickName, ...(kind === 'forbid' && minutes ? { minutes } : {}) } });
    setBusy(false);
    if (r.code !== MESSAGES.OK.code) return toast.error(r.message);
    toast.success(kind === 'manager' ? `已将 ${nickName} 设为房管` : `已禁言 ${nickName}`);
    setNick('');
    await load(page);
  };
  const remove = async (m: TRoomMember) => {
    const r = await call(ROUTES[kind].remove, { query: { id: m.id } });
    if (r.code !== MESSAGES.OK.code) return toast.error(r.message);
    toast.success(kind === 'manager' ? `已取消 ${m.nickName} 的房管` : `已解除 ${m.nickName} 的禁言`);
    await load(page);
  };
  const pages = data ? Math.max(1, Math.ceil(data.totalNumber / PAGE_SIZE)) : 1;

  return (
    <section data-testid={`room-${kind}`} className="mb-8">
      <h2 className="mb-3 text-base font-semibold">{kind === 'manager' ? '房管列表' : '禁言列表'}</h2>
      <form
        className="mb-3 flex flex-wrap items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <input
          value={nick}
          onChange={(e) => setNick(e.target.value)}
          placeholder="输入用户昵称"
          maxLength={20}
          aria-label={`${label}昵称`}
          className="w-48 rounded border border-line px-3 py-1.5 text-sm outline-none focus:border-primary"
        />
        {kind === 'forbid' && (
          <select
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
            aria-label="禁言时长"
            className="rounded border border-line px-2 py-1.5 text-sm"
          >
            {MUTE_DURATIONS.map((t) => (
              <option key={t.minutes} value={t.minutes}>
                {t.label}
              </option>
            ))}
          </select>
        )}
        <Button type="submit" size="sm" disabled={busy}>
          {kind === 'manager' ? '添加房管' : '禁言'}
        </Button>
      </form>
      {data && data.list.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">暂无数据</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th className="py-2 font-normal">用户</th>
              {kind === 'forbid' && <th className="py-2 font-normal">禁言至</th>}
              <th className="py-2 font-normal">操作人</th>
              <th className="py-2 font-normal">时间</th>
              <th className="py-2 font-normal" />
            </tr>
          </thead>
          <tbody>
            {data?.list.map((m) => (
              <tr key={m.id} className="border-t border-line">
                <td className="py-2">{m.nickName}</td>
                {kind === 'forbid' && <td className="py-2">{m.until ? dayjs(m.until).format('MM-DD HH:mm') : '永久'}</td>}
                <td className="py-2">{m.byNickName}</td>
                <td className="py-2">{dayjs(m.createdAt).format('YYYY-MM-DD HH:mm')}</td>
                <td className="py-2 text-right">
                  <Button size="sm" variant="outline" onClick={() => void remove(m)}>
                    {kind === 'manager' ? '取消房管' : '解除禁言'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} pages={pages} onPage={setPage} align="end" />
    </section>
  );
}
