import { dayIndex, dayLabel, type TConsoleDailyTotal, type TConsoleDayFigures } from '@sports/contracts';

export interface WeekSources {
  /** New users per day index from a day on. */
  registrations(fromDay: number): Promise<Map<number, number>>;
  /** The ledger's per-day totals by trade type from a day on. */
  money(fromDay: number): Promise<TConsoleDailyTotal[]>;
}

/**
 * The dashboard's chart: the last seven Beijing days (today last) of registrations, diamonds
 * recharged (trade 1, and 14 manual top-ups are not recharges) and diamonds given as gifts (trade 2),
 * all counted from the tables.
 */
export async function weekFigures(now: number, src: WeekSources): Promise<TConsoleDayFigures[]> {
  const today = dayIndex(now);
  const from = today - 6;
  const [users, money] = await Promise.all([src.registrations(from), src.money(from)]);
  const sum = (day: string, tradeType: number) =>
    money.filter((m) => m.day === day && m.tradeType === tradeType).reduce((a, m) => a + m.diamonds, 0);
  return Array.from({ length: 7 }, (_, i) => {
    const day = dayLabel(from + i);
    return { day, newUsers: users.get(from + i) ?? 0, recharge: sum(day, 1), gifts: -sum(day, 2) };
  });
}
