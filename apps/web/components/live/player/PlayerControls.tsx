import dynamic from 'next/dynamic';
import { PlayerIcon } from './PlayerIcon';
import type { TRewindState } from './useRewind';
import type { usePlayerControls } from './usePlayerControls';

// The rewind controls show once the broadcast's recording is known (read after load): their code loads then (decision 0048).
const RewindBar = dynamic(() => import('./RewindBar').then((m) => m.RewindBar), { ssr: false });
const RewindButtons = dynamic(() => import('./RewindBar').then((m) => m.RewindButtons), { ssr: false });

type TControlsProps = {
  controls: ReturnType<typeof usePlayerControls>;
  danmakuOn: boolean;
  setDanmaku: (on: boolean) => void;
  /** live rewind: the broadcast's time bar and its buttons (nothing when it cannot be rewound) */
  rewind?: TRewindState;
};

/** The bar under a live video: the rewind time bar, play/pause, refresh, −30 秒 / 回到直播, sound and volume, barrage on/off, fullscreen. */
export function PlayerControls({ controls, danmakuOn, setDanmaku, rewind }: TControlsProps) {
  const { paused, togglePlay, reload, muted, setMuted, volume, changeVolume, fullscreen, toggleFullscreen } = controls;
  const behind = rewind?.play != null;
  return (
    <div
      className={`absolute inset-x-0 bottom-0 space-y-1 bg-gradient-to-t from-black/80 to-transparent px-3 py-2 text-sm opacity-100 transition-opacity group-hover:opacity-100 ${behind ? '' : 'md:opacity-0'}`}
    >
      {rewind?.info ? <RewindBar rewind={rewind} /> : null}
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={togglePlay}
          aria-label={paused ? '播放' : '暂停'}
          title={paused ? '播放' : '暂停'}
          className="hover:text-primary"
        >
          <PlayerIcon name={paused ? 'play' : 'pause'} />
        </button>
        <button type="button" onClick={reload} aria-label="刷新" title="刷新" className="hover:text-primary">
          <PlayerIcon name="reload" />
        </button>
        {rewind?.info ? <RewindButtons rewind={rewind} /> : null}
        <span className="ml-auto flex items-center gap-2">
          <button
            type="button"
            onClick={() => setMuted(!muted)}
            aria-label={muted ? '开启声音' : '静音'}
            title={muted ? '开启声音' : '静音'}
            className="hover:text-primary"
          >
            <PlayerIcon name={muted || volume === 0 ? 'mute' : 'sound'} />
          </button>
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={muted ? 0 : volume}
            onChange={(e) => changeVolume(Number(e.target.value))}
            aria-label="音量"
            className="w-20 accent-[var(--color-primary)]"
          />
        </span>
        <ScreenButtons danmakuOn={danmakuOn} setDanmaku={setDanmaku} fullscreen={fullscreen} toggleFullscreen={toggleFullscreen} />
      </div>
    </div>
  );
}

/** The barrage switch and the full-screen button, at the right of the live and the replay player's bar. */
export function ScreenButtons({
  danmakuOn,
  setDanmaku,
  fullscreen,
  toggleFullscreen,
}: {
  danmakuOn: boolean;
  setDanmaku: (on: boolean) => void;
  fullscreen: boolean;
  toggleFullscreen: () => void;
}) {
  return (
    <>
      <button
        type="button"
        onClick={() => setDanmaku(!danmakuOn)}
        aria-pressed={danmakuOn}
        className={`rounded border px-2 py-0.5 text-xs ${danmakuOn ? 'border-primary bg-primary' : 'border-white/60'}`}
      >
        弹幕{danmakuOn ? '开' : '关'}
      </button>
      <button
        type="button"
        onClick={toggleFullscreen}
        aria-label={fullscreen ? '退出全屏' : '全屏'}
        title={fullscreen ? '退出全屏' : '全屏'}
        className="hover:text-primary"
      >
        <PlayerIcon name={fullscreen ? 'exitFull' : 'full'} />
      </button>
    </>
  );
}

/** Over a muted playing video: one click turns the sound on. */
export function UnmuteButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="absolute left-3 top-3 flex items-center gap-1 rounded-full bg-black/60 px-3 py-1 text-xs hover:bg-black/80"
    >
      <PlayerIcon name="mute" /> 点击开启声音
    </button>
  );
}
