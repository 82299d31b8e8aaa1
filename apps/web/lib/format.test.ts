import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatStamp } from './format';

describe('times shown to people are Beijing times, whatever the browser or server zone', () => {
  const instant = Date.UTC(2024, 4, 1, 16, 30, 5); // 2024-05-02 00:30:05 in Beijing
  it('formats dates, minutes and seconds in Asia/Shanghai', () => {
    expect(formatDate(instant)).toBe('2024/05/02');
    expect(formatDateTime(instant)).toBe('2024/05/02 00:30');
    expect(formatStamp(instant)).toBe('2024/5/2 00:30:05');
  });
});
