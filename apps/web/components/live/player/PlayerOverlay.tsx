import { formatMonthDay, formatTime } from '@/lib/format';
import type { TStreamStatus } from './flvStream';

type TOfflineProps = { poster?: string | null; nextMatch?: { title: string; kickoffAt: number } | null };

/** The offline poster: the cover, 主播暂未开播 and the anchor's next match. */
export function OfflinePoster({ poster, nextMatch }: TOfflineProps) {
  return (
    <div
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-cover bg-center"
      style={poster ? { backgroundImage: `url("${encodeURI(poster)}")` } : undefined}
    >
      <div className="absolute inset-0 bg-black/60" />
      <p className="relative text-lg font-semibold">主播暂未开播</p>
      {nextMatch ? (
        <p className="relative text-sm text-white/85" data-testid="next-match">
          下一场：{nextMatch.title} {formatMonthDay(nextMatch.kickoffAt).replace('/', '-')} {formatTime(nextMatch.kickoffAt)}
        </p>
      ) : (
        <p className="relative text-sm text-white/70">关注主播，开播不错过</p>
      )}
    </div>
  );
}

const STATUS_TEXT: Partial<Record<TStreamStatus, string>> = {
  connecting: '正在连接直播…',
  reconnecting: '信号中断，正在重新连接…',
  unsupported: '当前浏览器不支持直播播放，请更换浏览器',
};

/** The note over the video while the stream connects, reconnects or cannot play here. */
export function StreamNotice({ status }: { status: TStreamStatus }) {
  const text = STATUS_TEXT[status];
  if (!text) return null;
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <p className="rounded bg-black/60 px-4 py-2 text-sm">{text}</p>
    </div>
  );
}
