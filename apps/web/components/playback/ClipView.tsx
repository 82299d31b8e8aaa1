'use client';
import { useState } from 'react';
import Link from '@/components/ui/Link';
import { API_CALLS, type TClipDetail } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Button } from '@/components/ui/Button';
import { call } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { formatClock } from '@/lib/format';
import { ReplayPlayer } from './ReplayPlayer';

/**
 * One highlight: the player when it may be played (free, bought, or the anchor's own), otherwise
 * its poster and the purchase in diamonds (once; the wallet's ledger books it).
 */
export function ClipView({ clip: initial }: { clip: TClipDetail }) {
  const { userInfo, openLogin, refreshBalances } = useSession();
  const [clip, setClip] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const buy = async () => {
    if (!userInfo) return openLogin();
    if (!window.confirm(`确定花费 ${clip.price} 球钻购买「${clip.title}」吗？`)) return;
    setBusy(true);
    setError('');
    const r = await call(API_CALLS.clipPay, { query: { id: clip.id } });
    setBusy(false);
    if (r.code === 200) {
      setClip(r.data);
      void refreshBalances();
    } else setError(r.message);
  };

  return (
    <div className="mx-auto max-w-4xl">
      {clip.src ? (
        <ReplayPlayer src={clip.src} poster={clip.poster} durationMs={clip.durationMs} chat={null} />
      ) : (
        <div className="relative flex aspect-video w-full items-center justify-center overflow-hidden bg-black" data-testid="clip-locked">
          {clip.poster ? <img src={clip.poster} alt="" className="absolute inset-0 h-full w-full object-cover opacity-40" /> : null}
          <div className="relative flex flex-col items-center gap-3 text-white">
            <p className="text-sm">付费集锦，购买后可反复观看</p>
            <Button onClick={() => void buy()} disabled={busy}>
              {clip.price} 球钻购买
            </Button>
          </div>
        </div>
      )}
      {error ? (
        <p className="mt-2 text-sm text-red-500" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <h2 className="text-base font-semibold text-ink" data-testid="clip-title">
          {clip.title}
        </h2>
        <span className="rounded bg-primary-weak px-2 text-xs text-primary">{clip.typeName}</span>
        {clip.matchTitle && clip.matchId ? (
          <Link href={`/playback/highlights?matchId=${clip.matchId}`} className="text-primary">
            {clip.matchTitle}
          </Link>
        ) : null}
        <Link href={`/playback/highlights?roomId=${clip.roomId}`} className="text-muted hover:text-primary">
          {clip.anchorNickName}的集锦
        </Link>
        <span className="text-muted">时长 {formatClock(clip.durationMs)}</span>
        <span className="text-muted">{formatDateTime(clip.createdAt)}</span>
        <span className="text-muted">{clip.price ? (clip.paid ? '已购买' : `${clip.price} 球钻`) : '免费'}</span>
        <Link href={`/playback/${clip.replayId}`} className="ml-auto text-muted hover:text-primary">
          观看完整回放
        </Link>
      </div>
    </div>
  );
}
