import { assert, describe, expect, it } from 'vitest';
import { BRANDS, BRAND_IDS } from './brands';
import {
  HEADER_NAV,
  INNER_PAGES,
  MINE_SECTIONS,
  bannerJump,
  headerNavFor,
  isNavActive,
  mineMenu,
  mineMenuKey,
  startStreamingHref,
  userPanelEntries,
  visibleBanners,
} from './navigation';

describe('bannerJump (SPEC §2 jump rules)', () => {
  it.each([
    [1, '/'],
    [2, '/football'],
    [3, '/basketball'],
    [6, '/guide'],
    [9, '/live/all'],
  ])('inner page %i opens %s in a new window', (innerPageId, href) => {
    expect(bannerJump({ jumpType: 1, innerPageId })).toEqual({ href, newWindow: true });
  });

  it.each([
    [4, '/football/live/77'],
    [5, '/basketball/live/77'],
    [7, '/guide/expert/info/77'],
    [10, '/live/room/77'],
  ])('inner page %i appends the target id', (innerPageId, href) => {
    expect(bannerJump({ jumpType: 1, innerPageId, targetId: 77 })).toEqual({ href, newWindow: true });
    expect(bannerJump({ jumpType: '1', innerPageId, targetId: '77' })).toEqual({ href, newWindow: true });
  });

  it('exactly ids 4, 5, 7 and 10 need a target id', () => {
    const withId = Object.entries(INNER_PAGES)
      .filter(([, p]) => p?.withId)
      .map(([id]) => Number(id));
    expect(withId).toEqual([4, 5, 7, 10]);
  });

  it.each([undefined, null, ''])('an id page without a target id (%s) links nowhere', (targetId) => {
    expect(bannerJump({ jumpType: 1, innerPageId: 4, targetId })).toBeNull();
  });

  it('ignores a target id on pages that take none', () => {
    expect(bannerJump({ jumpType: 1, innerPageId: 2, targetId: '9' })).toEqual({ href: '/football', newWindow: true });
  });

  it.each([8, 0, 11, -1, null])('unused or unknown inner page %s links nowhere', (innerPageId) => {
    expect(bannerJump({ jumpType: 1, innerPageId, targetId: '1' })).toBeNull();
  });

  it.each([null, undefined, ''])('jump type %s links nowhere, even with links present', (jumpType) => {
    expect(bannerJump({ jumpType, innerPageId: 2, outerLink: 'https://example.com/' })).toBeNull();
  });

  it.each([2, '2', 3, 'x'])('any other jump type (%s) opens the outer link in a new window', (jumpType) => {
    expect(bannerJump({ jumpType, innerPageId: 2, outerLink: 'https://example.com/a' })).toEqual({
      href: 'https://example.com/a',
      newWindow: true,
    });
  });

  it('an outer jump without a link links nowhere', () => {
    expect(bannerJump({ jumpType: 2, outerLink: null })).toBeNull();
    expect(bannerJump({ jumpType: 2, outerLink: '' })).toBeNull();
  });
});

describe('visibleBanners (SPEC §9)', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  it('shows 7 of 8 and of more, in order', () => {
    expect(visibleBanners(list(8))).toEqual(list(7));
    expect(visibleBanners(list(12))).toEqual(list(7));
  });
  it('shows all of 7 or fewer', () => {
    expect(visibleBanners(list(7))).toEqual(list(7));
    expect(visibleBanners(list(1))).toEqual([1]);
    expect(visibleBanners([])).toEqual([]);
  });
});

describe('headerNavFor', () => {
  it.each(BRAND_IDS)('brand %s shows Tips only when the brand allows it', (id) => {
    const keys = headerNavFor(BRANDS[id]).map((e) => e.key);
    const hidden = id === 'jisu' || id === 'saidian';
    expect(keys.includes('guide')).toBe(!hidden);
    expect(keys).toEqual(HEADER_NAV.map((e) => e.key).filter((k) => !(hidden && k === 'guide')));
  });

  it('follows the SPEC navigation table', () => {
    const byKey = Object.fromEntries(HEADER_NAV.map((e) => [e.key, e]));
    expect(HEADER_NAV.map((e) => e.href)).toEqual([
      '/',
      '/football',
      '/live/all',
      '/next',
      '/news/pages',
      '/community',
      '/guide',
      '/database/fb/1',
    ]);
    expect(byKey.score?.children?.filter((c) => !c.href).map((c) => c.label)).toEqual(['电竞', '网球']);
    expect(byKey.schedule?.children?.map((c) => c.href)).toEqual(['/next', '/playback']);
  });

  it('marks the active entry by path prefix', () => {
    const [home, score] = HEADER_NAV;
    assert.isDefined(home);
    assert.isDefined(score);
    expect(isNavActive(home, '/')).toBe(true);
    expect(isNavActive(home, '/football')).toBe(false);
    expect(isNavActive(score, '/basketball/live/3')).toBe(true);
    expect(isNavActive(score, '/footballer')).toBe(false);
  });
});

describe('user panel and streaming button by role', () => {
  const hrefs = (u: { id: number; isAnchor: number; isExpert: number }) => userPanelEntries(u).map((e) => e.href);

  it('a plain user sees their space on tab 0 and the apply entry', () => {
    expect(hrefs({ id: 5, isAnchor: 0, isExpert: 0 })).toEqual([
      '/personal/5?headerNavIndex=0',
      '/v/personal-data',
      '/v/concern',
      '/v/apply',
    ]);
  });
  it('an anchor sees their space on tab 2 and no apply entry', () => {
    expect(hrefs({ id: 6, isAnchor: 1, isExpert: 0 })).toEqual(['/personal/6?headerNavIndex=2', '/v/personal-data', '/v/concern']);
  });
  it('an expert also sees publish recommendation', () => {
    expect(hrefs({ id: 7, isAnchor: 0, isExpert: 1 })).toContain('/recommend');
    expect(hrefs({ id: 7, isAnchor: 0, isExpert: 0 })).not.toContain('/recommend');
  });
  it('start streaming: login panel for visitors, settings for anchors, apply for others', () => {
    expect(startStreamingHref(null)).toBeNull();
    expect(startStreamingHref({ id: 1, isAnchor: 1, isExpert: 0 })).toBe('/v/anchor-set');
    expect(startStreamingHref({ id: 1, isAnchor: 0, isExpert: 1 })).toBe('/v/apply');
  });
});

describe('mine menu', () => {
  const all = (isAnchor: boolean) => mineMenu(isAnchor).flatMap((g) => g.items.map((i) => i.href));
  const tools = ['/v/anchor-set', '/v/anchor-zone', '/v/anchor-room-set', '/v/anchor-chat'];

  it('anchors see the four tools and no apply entry', () => {
    expect(all(true)).toEqual(expect.arrayContaining(tools));
    expect(all(true)).not.toContain('/v/apply');
  });
  it('income records are an anchor right (SPEC §6): only anchors see /v/income', () => {
    expect(all(true)).toContain('/v/income');
    expect(all(false)).not.toContain('/v/income');
  });
  it('others see the apply entry instead of the tools', () => {
    expect(all(false)).toContain('/v/apply');
    for (const t of tools) expect(all(false)).not.toContain(t);
  });
  it('lists personal data under the auth key and only real sections', () => {
    const items = mineMenu(false).flatMap((g) => g.items);
    expect(items.find((i) => i.href === '/v/personal-data')?.key).toBe('auth');
    for (const i of items.filter((x) => x.href.startsWith('/v/'))) expect(Object.keys(MINE_SECTIONS)).toContain(i.href.slice(3));
  });
  it.each([
    ['/v/personal-data', 'auth'],
    ['/v/wallet', 'wallet'],
    ['/v/anchor-set/extra', 'anchor-set'],
    ['/v', ''],
  ])('mineMenuKey(%s) is %s', (path, key) => {
    expect(mineMenuKey(path)).toBe(key);
  });
});
