import { BASKETBALL_STATE, FOOTBALL_STATE, matchStateText } from './sports-codes';

const MINUTE = 60_000;

/** What the running-minute cell of a live football match needs. */
export interface TMinuteInput {
  state: number;
  /** Start of the current half (or extra-time period), epoch ms; null when unknown. */
  periodStartAt: number | null;
  /** The match minute the feed last reported; a feed running faster than real time is ahead of the clock. */
  minute?: number | null;
}

/**
 * The running minute of a football match as a score list shows it: '1'…'45', then '45+' until
 * half time; '46'…'90', then '90+'; extra time '91'…'120', then '120+'. Matches that are not
 * running (not started, half time, finished, …) have no minute: null.
 */
export function matchMinute(m: TMinuteInput, now: number): string | null {
  const reported = m.minute ?? null;
  if (m.periodStartAt === null && reported === null) return null;
  const clock = m.periodStartAt === null ? 0 : Math.max(0, Math.floor((now - m.periodStartAt) / MINUTE)) + 1;
  const within = (offset: number, length: number) => {
    const elapsed = Math.max(clock, reported === null ? 0 : reported - offset);
    return elapsed > length ? `${offset + length}+` : String(offset + Math.max(1, elapsed));
  };
  switch (m.state) {
    case FOOTBALL_STATE.firstHalf:
      return within(0, 45);
    case FOOTBALL_STATE.secondHalf:
      return within(45, 45);
    case FOOTBALL_STATE.extraTime:
      return within(90, 30);
    default:
      return null;
  }
}

/** Seconds as the game clock shows them: 05:07, 00:42. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Whether the basketball clock is running in this state (a quarter or overtime is being played). */
export function isQuarterRunning(state: number): boolean {
  return (
    state === BASKETBALL_STATE.q1 ||
    state === BASKETBALL_STATE.q2 ||
    state === BASKETBALL_STATE.q3 ||
    state === BASKETBALL_STATE.q4 ||
    state === BASKETBALL_STATE.overtime
  );
}

/**
 * Seconds left in the running quarter at `now`, counted down from the value the feed last sent
 * (`timeLeft` at `since`). The feed stops the clock between quarters; so does this.
 */
export function quarterTimeLeft(state: number, timeLeft: number | null, since: number, now: number): number | null {
  if (timeLeft === null) return null;
  if (!isQuarterRunning(state)) return timeLeft;
  // A feed clock ahead of this one (a sped-up simulator) must not add time: elapsed is never negative.
  return Math.max(0, timeLeft - Math.max(0, Math.floor((now - since) / 1000)));
}

/** The state cell of a basketball match: 第二节 05:07 while a quarter runs, else the state text. */
export function basketballClock(state: number, secondsLeft: number | null): string {
  const text = matchStateText('basketball', state);
  return isQuarterRunning(state) && secondsLeft !== null ? `${text} ${clockText(secondsLeft)}` : text;
}
