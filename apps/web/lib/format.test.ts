import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthDay, formatStamp, formatTime } from './format';

describe('times shown to people are Beijing times, whatever the browser or server zone', () => {
  const instant = Date.UTC(2024, 4, 1, 16, 30, 5); // 2024-05-02 00:30:05 in Beijing
  it('formats dates, minutes and seconds in Asia/Shanghai', () => {
    expect(formatDate(instant)).toBe('2024/05/02');
    expect(formatDateTime(instant)).toBe('2024/05/02 00:30');
    expect(formatStamp(instant)).toBe('2024/5/2 00:30:05');
    expect(formatTime(instant)).toBe('00:30');
    expect(formatMonthDay(instant)).toBe('05/02');
  });

  it('writes what Intl writes for zh-CN in Asia/Shanghai', () => {
    const zone = { timeZone: 'Asia/Shanghai', hourCycle: 'h23' } as const;
    const intl = (ms: number, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('zh-CN', { ...zone, ...o }).format(new Date(ms));
    for (const ms of [instant, Date.UTC(1999, 11, 31, 23, 59, 59), Date.UTC(2030, 0, 9, 3, 4, 5)]) {
      expect(formatDate(ms)).toBe(intl(ms, { year: 'numeric', month: '2-digit', day: '2-digit' }));
      expect(formatDateTime(ms)).toBe(intl(ms, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }));
      expect(formatTime(ms)).toBe(intl(ms, { hour: '2-digit', minute: '2-digit' }));
      expect(formatMonthDay(ms)).toBe(intl(ms, { month: '2-digit', day: '2-digit' }));
      expect(formatStamp(ms)).toBe(
        intl(ms, { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }),
      );
    }
  });
});
