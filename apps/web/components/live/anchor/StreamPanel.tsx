'use client';
/**
 * <StreamPanel>: the streaming part of /v/anchor-set — push address and stream key (copy, show,
 * regenerate), OBS set-up steps, 开始直播 / 结束直播 (POST /api/room/up, GET /api/room/down) and the
 * room's live state. No props; it loads the logged-in anchor's own room (GET /api/room/stream).
 */
import { useCallback, useEffect, useState } from 'react';
import Link from '@/components/ui/Link';
import { toast } from '@/lib/toast';
import { API_CALLS, type TStreamInfo } from '@sports/contracts';
import { call } from '@/lib/api';
import { Button } from '@/components/ui/Button';
import { Panel } from '@/components/ui/Panel';

/** While the room is open its live state is refreshed this often. */
const POLL_MS = 4000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // plain-http pages have no clipboard API
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.appendChild(ta);
    ta.select();
    const ok = document.execCommand('copy');
    ta.remove();
    return ok;
  }
}

function CopyRow({ label, value, secret, testId }: { label: string; value: string; secret?: boolean; testId: string }) {
  const [shown, setShown] = useState(!secret);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="w-20 shrink-0 text-sm text-muted">{label}</span>
      <code
        data-testid={testId}
        data-value={shown ? value : undefined}
        className="min-w-0 flex-1 break-all rounded border border-line bg-page px-3 py-2 font-mono text-sm text-ink"
      >
        {shown ? value : '•'.repeat(Math.min(24, value.length))}
      </code>
      {secret ? (
        <Button variant="ghost" size="sm" onClick={() => setShown((s) => !s)}>
          {shown ? '隐藏' : '显示'}
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={async () => {
          if (await copyText(value)) toast.success(`${label}已复制`);
          else toast.warning('复制失败，请手动选择复制');
        }}
      >
        复制
      </Button>
    </div>
  );
}

export function StreamPanel() {
  const [info, setInfo] = useState<TStreamInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const res = await call(API_CALLS.streamInfo);
    if (res.code !== 200) return setError(res.message || '加载失败');
    setError(null);
    setInfo(res.data);
  }, []);

  useEffect(() => {
    // first load, then follow the live state while the room is open
    const first = setTimeout(() => void load(), 0);
    return () => clearTimeout(first);
  }, [load]);
  useEffect(() => {
    if (!info?.up) return;
    const t = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(t);
  }, [info?.up, load]);

  const start = async () => {
    setBusy(true);
    const res = await call(API_CALLS.roomUp);
    setBusy(false);
    if (res.code !== 200) return void toast.warning(res.message || '开播失败');
    setInfo(res.data);
    toast.success('直播间已开启，请在推流软件中开始推流');
  };
  const stop = async () => {
    if (!info || !window.confirm('确定结束直播吗？正在进行的推流将被断开。')) return;
    setBusy(true);
    const res = await call(API_CALLS.roomDown, { query: { roomId: info.roomId } });
    setBusy(false);
    if (res.code !== 200) return void toast.warning(res.message || '下播失败');
    setInfo(res.data);
    toast.success('已结束直播');
  };
  const resetKey = async () => {
    if (!window.confirm('重置后旧推流码立即失效，正在进行的推流会被断开。确定重置吗？')) return;
    setBusy(true);
    const res = await call(API_CALLS.resetStreamKey);
    setBusy(false);
    if (res.code !== 200) return void toast.warning(res.message || '重置失败');
    setInfo(res.data);
    toast.success('推流码已重置，请在推流软件中更新');
  };

  if (error && !info)
    return (
      <Panel title="直播推流">
        <p className="py-8 text-center text-sm text-muted">{error}</p>
      </Panel>
    );
  if (!info)
    return (
      <Panel title="直播推流">
        <p className="py-8 text-center text-sm text-muted">加载中…</p>
      </Panel>
    );

  const state = info.live
    ? { text: '直播中', tone: 'bg-red-500 text-white' }
    : info.up
      ? { text: '已开播，等待推流', tone: 'bg-amber-100 text-amber-700' }
      : { text: '未开播', tone: 'bg-page text-muted' };
  return (
    <Panel
      title="直播推流"
      actions={
        <span data-testid="stream-state" data-live={info.live} data-up={info.up} className={`rounded-full px-3 py-1 text-xs ${state.tone}`}>
          {state.text}
        </span>
      }
    >
      <div className="flex flex-col gap-4">
        {!info.enabled ? <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-700">直播服务暂未开启，暂时无法开播。</p> : null}
        <CopyRow label="推流地址" value={info.pushServer} testId="push-server" />
        <CopyRow label="推流码" value={info.streamKey} secret testId="stream-key" />
        <div className="flex flex-wrap items-center gap-3 pt-1">
          {info.up ? (
            <Button onClick={stop} disabled={busy} className="!bg-red-500 hover:!bg-red-600">
              结束直播
            </Button>
          ) : (
            <Button onClick={start} disabled={busy || !info.enabled}>
              开始直播
            </Button>
          )}
          <Button variant="outline" onClick={resetKey} disabled={busy}>
            重置推流码
          </Button>
          <Link href={`/live/${info.roomId}`} target="_blank" className="text-sm text-primary hover:underline">
            查看我的直播间
          </Link>
        </div>
        <div className="rounded border border-line bg-page p-4 text-sm leading-7 text-ink">
          <p className="font-semibold">使用 OBS 推流</p>
          <ol className="list-decimal pl-5 text-muted">
            <li>点击上方“开始直播”打开直播间。</li>
            <li>打开 OBS，进入“设置 → 直播”，服务选择“自定义”。</li>
            <li>“服务器”填写推流地址，“推流码”填写上方推流码（请勿泄露给他人，泄露后请重置）。</li>
            <li>
              “设置 → 输出”中视频编码选 x264 或 H.264 硬件编码，码率 2500–6000 Kbps，关键帧间隔 1
              秒（间隔越短，观众进入直播间时画面越新）；x264 的“微调（Tune）”选 zerolatency，硬件编码关闭“前瞻（Look-ahead）”、B 帧设为
              0（观众看到的画面延迟更低）；音频编码 AAC。
            </li>
            <li>点击 OBS 的“开始直播”，数秒后状态变为“直播中”，观众即可观看。</li>
            <li>结束时先点击本页“结束直播”，再停止 OBS 推流；推流中断 10 秒内重新连上不影响观看。</li>
          </ol>
          <p className="mt-2 text-xs text-muted">
            也可使用其他支持 RTMP 的推流工具，完整推流地址：<code className="break-all font-mono">{info.pushServer}/推流码</code>
          </p>
        </div>
      </div>
    </Panel>
  );
}
