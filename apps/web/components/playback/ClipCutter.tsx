'use client';
import { useEffect, useState } from 'react';
import Link from '@/components/ui/Link';
import { API_CALLS, CLIP_MAX_MS, CLIP_TYPES, type TClipDetail, type TCutPoint } from '@sports/contracts';
import { Button } from '@/components/ui/Button';
import { call, isOk } from '@/lib/api';
import { formatClock } from '@/lib/format';

const KIND_TONE: Record<TCutPoint['kind'], string> = { goal: 'text-primary', red: 'text-red-500', chat: 'text-amber-600' };

/**
 * The anchor's cut of a highlight from their own replay: start and end on the replay's timeline
 * (typed, or taken from the playing position), a title, a type and a price; the match's goals and
 * red cards and the chat's peaks are offered as ready ranges.
 */
export function ClipCutter({
  replayId,
  durationMs,
  time,
  onSeek,
}: {
  replayId: number;
  durationMs: number;
  time: number;
  onSeek: (ms: number) => void;
}) {
  const [points, setPoints] = useState<TCutPoint[]>([]);
  const [startMs, setStart] = useState(0);
  const [endMs, setEnd] = useState(Math.min(durationMs, 15_000));
  const [title, setTitle] = useState('');
  const [type, setType] = useState(2);
  const [price, setPrice] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [made, setMade] = useState<TClipDetail | null>(null);

  useEffect(() => {
    let gone = false;
    void call(API_CALLS.replayCutPoints, { query: { id: replayId } }).then((r) => {
      if (!gone && isOk(r)) setPoints(r.data.points);
    });
    return () => {
      gone = true;
    };
  }, [replayId]);

  const pick = (p: TCutPoint) => {
    setStart(p.startMs);
    setEnd(p.endMs);
    if (p.kind === 'goal') setType(1);
    if (!title) setTitle(p.label.replace(/^\S+\s/, '').slice(0, 40));
    onSeek(p.startMs);
  };

  const submit = async () => {
    setError('');
    if (startMs >= endMs) return setError('剪辑起点必须早于终点');
    if (endMs - startMs > CLIP_MAX_MS) return setError('集锦最长10分钟');
    setBusy(true);
    const r = await call(API_CALLS.clipCreate, { body: { replayId, startMs, endMs, title, type, price } });
    setBusy(false);
    if (r.code === 200) setMade(r.data);
    else setError(r.message);
  };

  const secInput = (value: number, set: (ms: number) => void, label: string) => (
    <label className="flex items-center gap-1">
      {label}
      <input
        type="number"
        min={0}
        max={Math.floor(durationMs / 1000)}
        step={1}
        value={Math.round(value / 1000)}
        onChange={(e) => set(Math.max(0, Math.round(Number(e.target.value) * 1000)))}
        aria-label={`${label}（秒）`}
        className="w-20 rounded border border-line px-2 py-0.5"
      />
      <span className="text-xs text-muted">秒</span>
      <button type="button" onClick={() => set(time)} className="text-xs text-primary">
        取当前位置
      </button>
    </label>
  );

  const field = 'rounded border border-line px-2 py-0.5';
  return (
    <section className="mt-4 rounded-lg bg-surface p-4 text-sm shadow-sm" data-testid="clip-cutter">
      <h3 className="mb-3 font-medium">
        剪辑集锦 <span className="text-xs text-muted">（在关键帧处剪切，不重新编码；最长10分钟）</span>
      </h3>
      {points.length ? (
        <div className="mb-3">
          <p className="mb-1 text-xs text-muted">建议剪辑点</p>
          <ul className="flex flex-wrap gap-2" data-testid="cut-points">
            {points.map((p) => (
              <li key={`${p.kind}-${p.at}`}>
                <button
                  type="button"
                  onClick={() => pick(p)}
                  className="rounded-full border border-line px-3 py-0.5 text-xs hover:border-primary"
                  data-testid="cut-point"
                >
                  <span className="tabular-nums text-muted">{formatClock(p.at)}</span> <span className={KIND_TONE[p.kind]}>{p.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {secInput(startMs, setStart, '起点')}
        {secInput(endMs, setEnd, '终点')}
        <span className="text-xs text-muted tabular-nums">
          {formatClock(startMs)} - {formatClock(endMs)}（{Math.max(0, Math.round((endMs - startMs) / 1000))} 秒）
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={40}
          placeholder="集锦标题（2-40字）"
          aria-label="集锦标题"
          className={`${field} min-w-56 flex-1`}
        />
        <select value={type} onChange={(e) => setType(Number(e.target.value))} aria-label="集锦类型" className={field}>
          {Object.entries(CLIP_TYPES).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-1">
          价格
          <input
            type="number"
            min={0}
            max={100000}
            value={price}
            onChange={(e) => setPrice(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
            aria-label="价格（球钻）"
            className={`${field} w-24`}
          />
          <span className="text-xs text-muted">球钻（0为免费）</span>
        </label>
        <Button size="sm" onClick={() => void submit()} disabled={busy}>
          {busy ? '剪辑中…' : '剪辑'}
        </Button>
      </div>
      {error ? (
        <p className="mt-2 text-red-500" role="alert">
          {error}
        </p>
      ) : null}
      {made ? (
        <p className="mt-2 text-primary" data-testid="clip-made">
          已生成集锦「{made.title}」（{made.duration} 秒）·{' '}
          <Link href={`/playback/highlights/${made.id}`} className="underline">
            去看看
          </Link>
        </p>
      ) : null}
    </section>
  );
}
