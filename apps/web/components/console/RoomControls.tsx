'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS, type TConsoleRoomState } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { btn, input, Panel, when } from './ui';

/** A room's live state: look it up, cut the current stream, close or reopen the room (with a reason), follower-only chat. */
export function RoomControls() {
  const op = useOperator();
  const [roomId, setRoomId] = useState('');
  const [reason, setReason] = useState('');
  const [room, setRoom] = useState<TConsoleRoomState | null>(null);
  const canAct = op?.permissions.includes('report.act') ?? false;
  const load = async () => {
    const r = await call(CONSOLE_CALLS.consoleRoomState, { params: { id: Number(roomId) } });
    if (r.code === 200) setRoom(r.data);
    else {
      setRoom(null);
      toast.error(r.message);
    }
  };
  const change = async (what: 'cut' | 'close' | 'reopen') => {
    if (!room) return;
    const input = { params: { id: room.roomId }, body: { reason } };
    const r =
      what === 'cut'
        ? await call(CONSOLE_CALLS.consoleRoomCut, input)
        : what === 'close'
          ? await call(CONSOLE_CALLS.consoleRoomClose, input)
          : await call(CONSOLE_CALLS.consoleRoomReopen, input);
    if (r.code !== 200) {
      toast.error(r.message);
      return;
    }
    setRoom(r.data);
    toast.success({ cut: '已切断直播', close: '直播间已关闭', reopen: '直播间已重新开放' }[what]);
  };
  const followersOnly = async (on: boolean) => {
    if (!room) return;
    const r = await call(CONSOLE_CALLS.consoleChatFollowersOnly, { body: { roomId: room.roomId, on } });
    if (r.code !== 200) {
      toast.error(r.message);
      return;
    }
    setRoom({ ...room, followersOnly: r.data.on });
    toast.success(on ? '已开启仅关注可发言' : '已关闭仅关注可发言');
  };
  return (
    <Allowed permission="report.read">
      <Panel title="直播间状态">
        <form
          aria-label="查询直播间"
          className="flex flex-wrap items-end gap-3 text-sm"
          onSubmit={(e) => {
            e.preventDefault();
            void load();
          }}
        >
          <label className="flex flex-col gap-1">
            直播间
            <input className={`${input} w-24`} inputMode="numeric" value={roomId} onChange={(e) => setRoomId(e.target.value)} />
          </label>
          <button type="submit" className={`${btn} bg-slate-700`}>
            查询
          </button>
        </form>
        {room ? (
          <div className="mt-3 flex flex-col gap-3 text-sm" data-testid="room-state">
            <p>
              #{room.roomId} {room.title}（主播 ID {room.anchorId}）：{room.live ? '直播中' : '未直播'}，
              {room.up ? '主播已开播' : '主播未开播'}；慢速模式 {room.slowSeconds ? `${room.slowSeconds}秒` : '关闭'}；
              {room.followersOnly ? '仅关注可发言' : '所有人可发言'}
            </p>
            {room.closed ? (
              <p className="text-red-600">
                已关闭：{room.closed.reason}（{room.closed.by} {when(room.closed.at)}）
              </p>
            ) : null}
            {canAct ? (
              <div className="flex flex-wrap items-end gap-2">
                <label className="flex flex-1 flex-col gap-1">
                  原因
                  <input className={`${input} min-w-48`} maxLength={100} value={reason} onChange={(e) => setReason(e.target.value)} />
                </label>
                <button type="button" className={`${btn} bg-red-600`} onClick={() => void change('cut')}>
                  切断直播
                </button>
                {room.closed ? (
                  <button type="button" className={`${btn} bg-green-700`} onClick={() => void change('reopen')}>
                    重新开放
                  </button>
                ) : (
                  <button type="button" className={`${btn} bg-red-800`} onClick={() => void change('close')}>
                    关闭直播间
                  </button>
                )}
                <button type="button" className={`${btn} bg-slate-700`} onClick={() => void followersOnly(!room.followersOnly)}>
                  {room.followersOnly ? '关闭仅关注可发言' : '开启仅关注可发言'}
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </Panel>
    </Allowed>
  );
}
