import { describe, expect, it } from 'vitest';
import type { TMyNoble, TNobleList } from '@sports/contracts';
import { activeNoble, NOBLE_LIST_STALE_MS, recentNobleList, rememberNobleList, rememberPurchase } from './noble-list';

const T0 = 1_700_000_000_000;
const knight = (overrides: Partial<TMyNoble> = {}): TMyNoble => ({
  rank: 1,
  name: '骑士',
  color: '#999',
  startedAt: T0,
  expiresAt: T0 + 30 * 86_400_000,
  ...overrides,
});
const list = (mine: TMyNoble | null): TNobleList => ({
  list: [{ rank: 1, name: '骑士', price: 600, renewPrice: 500, color: '#999', privileges: [] }],
  months: [1, 3, 6, 12],
  mine,
  nobles: [{ userId: 9, nickName: '路人', portrait: '', rank: 2, name: '子爵', color: '#0a0' }],
});

describe('the nobility list the page saw', () => {
  it('serves the same user until it is stale, without the room’s nobles', () => {
    rememberNobleList(7, list(null), T0);
    expect(recentNobleList(7, T0 + NOBLE_LIST_STALE_MS - 1)).toMatchObject({ mine: null, nobles: [] });
    expect(recentNobleList(7, T0 + NOBLE_LIST_STALE_MS)).toBeNull();
  });

  it('is not another user’s (login changed) and not a visitor’s', () => {
    rememberNobleList(7, list(knight()), T0);
    expect(recentNobleList(8, T0)).toBeNull();
    expect(recentNobleList(null, T0)).toBeNull();
  });

  it('shows a purchase made here at once', () => {
    rememberNobleList(7, list(null), T0);
    const bought = knight({ rank: 2, name: '子爵' });
    rememberPurchase(8, knight()); // someone else's session: ignored
    expect(recentNobleList(7, T0)?.mine).toBeNull();
    rememberPurchase(7, bought);
    expect(recentNobleList(7, T0)?.mine).toEqual(bought);
  });

  it('treats an expired nobility as none', () => {
    const mine = knight();
    expect(activeNoble(mine, mine.expiresAt - 1)).toBe(mine);
    expect(activeNoble(mine, mine.expiresAt)).toBeNull();
    expect(activeNoble(null, T0)).toBeNull();
  });
});
