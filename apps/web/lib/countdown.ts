import { countdownStep } from './account-rules';

/**
 * The SMS resend countdown (SPEC §4 code request): start(60) ticks once a second down to zero and
 * reports every value; stop() returns the button at once (used when the request fails).
 */
export class Countdown {
  private timer: ReturnType<typeof setInterval> | null = null;
  private remaining = 0;

  constructor(private readonly onChange: (remaining: number) => void) {}

  get running(): boolean {
    return this.timer !== null;
  }

  start(seconds: number): void {
    this.clear();
    this.remaining = seconds;
    this.onChange(this.remaining);
    this.timer = setInterval(() => {
      this.remaining = countdownStep(this.remaining);
      this.onChange(this.remaining);
      if (this.remaining === 0) this.clear();
    }, 1000);
  }

  stop(): void {
    this.clear();
    this.remaining = 0;
    this.onChange(0);
  }

  private clear(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
