import { shanghaiDateTime } from '@sports/contracts';

// Beijing time by arithmetic (China keeps UTC+8 all year), not Intl.DateTimeFormat: building one
// formatter with a time zone cost ~100 ms of a page's start under Lighthouse's mobile CPU, and this
// module is on every page that shows a time (decision 0055).

/** YYYY-MM-DD HH:mm:ss in Beijing. */
const beijing = (ms: number): string => shanghaiDateTime(ms);
/** 2024-05-01 as 2024/05/01. */
const slashed = (date: string): string => date.replaceAll('-', '/');

/** A stored UTC instant as a Beijing date, e.g. 2024/05/01. */
export const formatDate = (ms: number): string => slashed(beijing(ms).slice(0, 10));
/** A stored UTC instant as Beijing date and time, e.g. 2024/05/01 20:30. */
export const formatDateTime = (ms: number): string => slashed(beijing(ms).slice(0, 16));
/** A stored UTC instant as Beijing time of day, e.g. 20:30. */
export const formatTime = (ms: number): string => beijing(ms).slice(11, 16);
/** A stored UTC instant as Beijing month and day, e.g. 11/18. */
export const formatMonthDay = (ms: number): string => slashed(beijing(ms).slice(5, 10));
/** A stored UTC instant to the second in Beijing time, for records and logs, e.g. 2024/5/1 20:30:05. */
export const formatStamp = (ms: number): string => {
  const t = beijing(ms);
  return `${t.slice(0, 4)}/${Number(t.slice(5, 7))}/${Number(t.slice(8, 10))} ${t.slice(11, 19)}`;
};

/** 1.2万 style counts. */
export function formatCount(n: number): string {
  return n >= 10000 ? `${(n / 10000).toFixed(1).replace(/\.0$/, '')}万` : String(n);
}

/** Plain text split into paragraphs on blank lines (or single line breaks). */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A duration as a clock: 05:07, or 1:05:07 from an hour up. */
export function formatClock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
