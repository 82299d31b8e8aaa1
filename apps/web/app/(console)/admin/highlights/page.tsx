'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, CONSOLE_CALLS, CLIP_TYPES, type TCutPoint, type TReplayDetail } from '@sports/contracts';
import { Allowed } from '@/components/console/ConsoleShell';
import { btn, input, Panel } from '@/components/console/ui';
import { formatClock } from '@/lib/format';
import { call, isOk } from '@/lib/api';

/** /admin/highlights: an operator cuts a highlight from any room's replay (at keyframes, no re-encode). */
export default function Page() {
  const [replayId, setReplayId] = useState('');
  const [replay, setReplay] = useState<TReplayDetail | null>(null);
  const [points, setPoints] = useState<TCutPoint[]>([]);
  const [start, setStart] = useState('0');
  const [end, setEnd] = useState('15');
  const [title, setTitle] = useState('');
  const [type, setType] = useState(2);
  const [price, setPrice] = useState('0');
  const [busy, setBusy] = useState(false);

  const load = async () => {
    const id = Number(replayId);
    const r = await call(API_CALLS.replayDetail, { query: { id } });
    if (r.code !== 200) {
      setReplay(null);
      return void toast.error(r.message);
    }
    setReplay(r.data);
    const p = await call(API_CALLS.replayCutPoints, { query: { id } });
    setPoints(isOk(p) ? p.data.points : []);
  };

  const cut = async () => {
    if (!replay) return;
    setBusy(true);
    const r = await call(CONSOLE_CALLS.consoleClipCut, {
      body: {
        replayId: replay.id,
        startMs: Math.round(Number(start) * 1000),
        endMs: Math.round(Number(end) * 1000),
        title,
        type,
        price: Number(price) || 0,
      },
    });
    setBusy(false);
    if (r.code === 200) toast.success(`已生成集锦 ${r.data.id}「${r.data.title}」（${r.data.duration} 秒）`);
    else toast.error(r.message);
  };

  return (
    <Allowed permission="content.edit">
      <Panel title="剪辑集锦">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <input
            value={replayId}
            onChange={(e) => setReplayId(e.target.value)}
            placeholder="回放ID"
            aria-label="回放ID"
            className={input}
          />
          <button type="button" onClick={() => void load()} className={`${btn} bg-slate-700`}>
            查询回放
          </button>
        </div>
        {replay ? (
          <div className="mt-4 space-y-3 text-sm" data-testid="console-clip-form">
            <p>
              {replay.title} · {replay.anchorNickName}
              {replay.matchTitle ? ` · ${replay.matchTitle}` : ''} · 时长 {formatClock(replay.durationMs)}
            </p>
            {points.length ? (
              <ul className="flex flex-wrap gap-2">
                {points.map((p) => (
                  <li key={`${p.kind}-${p.at}`}>
                    <button
                      type="button"
                      className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:border-slate-600"
                      onClick={() => {
                        setStart(String(p.startMs / 1000));
                        setEnd(String(p.endMs / 1000));
                      }}
                    >
                      {formatClock(p.at)} {p.label}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <label>
                起点（秒） <input value={start} onChange={(e) => setStart(e.target.value)} className={`${input} w-20`} />
              </label>
              <label>
                终点（秒） <input value={end} onChange={(e) => setEnd(e.target.value)} className={`${input} w-20`} />
              </label>
              <input
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                placeholder="集锦标题"
                maxLength={40}
                className={`${input} w-64`}
              />
              <select value={type} onChange={(e) => setType(Number(e.target.value))} className={input} aria-label="集锦类型">
                {Object.entries(CLIP_TYPES).map(([k, v]) => (
                  <option key={k} value={k}>
                    {v}
                  </option>
                ))}
              </select>
              <label>
                价格（球钻） <input value={price} onChange={(e) => setPrice(e.target.value)} className={`${input} w-24`} />
              </label>
              <button type="button" disabled={busy} onClick={() => void cut()} className={`${btn} bg-blue-600`}>
                剪辑
              </button>
            </div>
          </div>
        ) : null}
      </Panel>
    </Allowed>
  );
}
