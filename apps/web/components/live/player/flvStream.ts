import type Mpegts from 'mpegts.js';
import { liveConfig, RECONNECT_ERRORS, reconnectDelay } from './playerConfig';

export type TStreamStatus = 'idle' | 'connecting' | 'playing' | 'reconnecting' | 'unsupported';

/** Failures in a row after which the page is told the stream is gone. */
const LOST_AFTER = 3;
/** A stream whose picture stands still this long is reconnected. */
const STALL_MS = 8000;
/** How often a playing stream is checked for a stall. */
const STALL_CHECK_MS = 2000;

type TStreamHooks = {
  setStatus: (update: TStreamStatus | ((s: TStreamStatus) => TStreamStatus)) => void;
  /** The stream keeps failing. */
  onLost: () => void;
  /** Autoplay with sound was refused: the video plays muted. */
  onMuted: () => void;
  /** Even muted playback was refused. */
  onPaused: () => void;
};

/**
 * One live FLV stream played into a <video> with mpegts.js: reconnects with backoff on SPEC's
 * loader errors, media errors and stalls; `dispose` ends it for good.
 */
export class FlvStream {
  private disposed = false;
  private player: Mpegts.Player | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stallTimer: ReturnType<typeof setInterval> | undefined;
  private attempt = 0;
  private lastTime = -1;
  private lastProgressAt = Date.now();
  private playing = false;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly src: string,
    private readonly hooks: TStreamHooks,
  ) {}

  start() {
    this.video.addEventListener('timeupdate', this.onTime);
    this.stallTimer = setInterval(this.checkStall, STALL_CHECK_MS);
    void this.open();
  }

  dispose() {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.stallTimer);
    this.video.removeEventListener('timeupdate', this.onTime);
    this.teardown();
  }

  private teardown() {
    const player = this.player;
    if (!player) return;
    try {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    } catch {
      /* already gone */
    }
    // liveSync may have left the video speeded up; the next player of this video (a rewind) starts at 1×
    this.video.playbackRate = 1;
    this.player = null;
  }

  private scheduleRetry() {
    this.playing = false;
    this.teardown();
    if (this.disposed) return;
    this.hooks.setStatus('reconnecting');
    if (this.attempt + 1 >= LOST_AFTER) this.hooks.onLost();
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.open(), reconnectDelay(this.attempt++));
  }

  private async open() {
    const mpegts = (await import('mpegts.js')).default;
    if (this.disposed) return;
    if (!mpegts.getFeatureList().mseLivePlayback) {
      this.hooks.setStatus('unsupported');
      return;
    }
    this.hooks.setStatus((s) => (s === 'reconnecting' ? s : 'connecting'));
    const p = mpegts.createPlayer(
      { type: 'flv', isLive: true, url: new URL(this.src, window.location.href).href, hasAudio: true, hasVideo: true },
      liveConfig(),
    );
    this.player = p;
    p.on(mpegts.Events.ERROR, (type: string, detail: string) => {
      if (this.disposed || this.player !== p) return;
      if ((RECONNECT_ERRORS as readonly string[]).includes(detail) || type === mpegts.ErrorTypes.MEDIA_ERROR) this.scheduleRetry();
    });
    p.attachMediaElement(this.video);
    p.load();
    this.lastProgressAt = Date.now();
    await this.play();
  }

  private async play() {
    const video = this.video;
    try {
      await video.play();
    } catch {
      // autoplay with sound refused: play muted, the viewer unmutes
      video.muted = true;
      this.hooks.onMuted();
      await video.play().catch(() => this.hooks.onPaused());
    }
  }

  private onTime = () => {
    if (this.video.currentTime === this.lastTime) return;
    this.lastTime = this.video.currentTime;
    this.lastProgressAt = Date.now();
    if (!this.playing) {
      this.playing = true;
      this.attempt = 0;
      this.hooks.setStatus('playing');
    }
  };

  private checkStall = () => {
    if (this.player && !this.video.paused && Date.now() - this.lastProgressAt > STALL_MS) this.scheduleRetry();
  };
}
