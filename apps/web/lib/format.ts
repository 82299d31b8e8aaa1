const dateFmt = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
const dateTimeFmt = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const timeFmt = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hour12: false });
const monthDayFmt = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit' });

const stampFmt = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** A stored UTC instant as a Beijing date, e.g. 2024/05/01. */
export const formatDate = (ms: number): string => dateFmt.format(new Date(ms));
/** A stored UTC instant as Beijing date and time, e.g. 2024/05/01 20:30. */
export const formatDateTime = (ms: number): string => dateTimeFmt.format(new Date(ms));
/** A stored UTC instant as Beijing time of day, e.g. 20:30. */
export const formatTime = (ms: number): string => timeFmt.format(new Date(ms));
/** A stored UTC instant as Beijing month and day, e.g. 11/18. */
export const formatMonthDay = (ms: number): string => monthDayFmt.format(new Date(ms));
/** A stored UTC instant to the second in Beijing time, for records and logs, e.g. 2024/5/1 20:30:05. */
export const formatStamp = (ms: number): string => stampFmt.format(new Date(ms));

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
