import { describe, expect, it } from 'vitest';
import { SERVED_SESSION_ID } from '@sports/contracts';
import { pageCache, PAGE_STALE_MS, PAGE_TTL_MS } from './page-cache';

describe('page cache turns', () => {
  const rendered = { headers: { 'content-type': 'text/html' }, policy: "script-src 'nonce-a'", html: '<html></html>', perUser: false };

  it('lets one request render a missing page while the others wait for it', async () => {
    const cache = pageCache({ now: () => 0 });
    const first = cache.lookup('k');
    const second = cache.lookup('k');
    if (!('claim' in first) || !('wait' in second)) throw new Error('expected a claim, then a wait');
    cache.store(first.claim, rendered);
    expect((await second.wait)?.policy).toBe(rendered.policy);
    expect('page' in cache.lookup('k')).toBe(true);
  });

  it('tells the waiters to render their own when the claimed render gave nothing to keep', async () => {
    const cache = pageCache({ now: () => 0 });
    const first = cache.lookup('k');
    const second = cache.lookup('k');
    if (!('claim' in first) || !('wait' in second)) throw new Error('expected a claim, then a wait');
    cache.abandon(first.claim);
    expect(await second.wait).toBeNull();
    expect('claim' in cache.lookup('k')).toBe(true);
  });

  it('serves a page past its time only while it is being rendered again, and not past its grace', () => {
    let t = 0;
    const cache = pageCache({ now: () => t });
    const claim = cache.lookup('k');
    if (!('claim' in claim)) throw new Error('expected a claim');
    cache.store(claim.claim, rendered);
    t += PAGE_TTL_MS;
    expect('claim' in cache.lookup('k')).toBe(true);
    expect('page' in cache.lookup('k')).toBe(true);
    t += PAGE_STALE_MS;
    // The render never ended: its turn has passed, the next request renders.
    expect('claim' in cache.lookup('k')).toBe(true);
  });

  it('serves the page before while a page rendered again is compressed in the forms it was served in', async () => {
    let t = 0;
    const cache = pageCache({ now: () => t });
    const page = (n: number) => ({
      ...rendered,
      html: `<html><head><script type="application/json" id="${SERVED_SESSION_ID}">null</script></head><body>${n}</body></html>`,
    });
    const first = cache.lookup('k');
    if (!('claim' in first)) throw new Error('expected a claim');
    cache.store(first.claim, page(1));
    const old = cache.lookup('k');
    if (!('page' in old) || !old.page.slot) throw new Error('expected the page with its slot');
    await old.page.slot.compressed(true, 'br');
    t += PAGE_TTL_MS;
    const again = cache.lookup('k');
    if (!('claim' in again)) throw new Error('expected a claim');
    cache.store(again.claim, page(2));
    // Not yet compressed: the page before is served.
    const meanwhile = cache.lookup('k');
    expect('page' in meanwhile && meanwhile.page).toBe(old.page);
    const next = await again.claim.done;
    expect(next?.slot?.used()).toEqual(['br:true']);
    expect('page' in cache.lookup('k') && cache.lookup('k')).toEqual({ page: next });
  });

  it('keeps at most its number of pages, the oldest going first', () => {
    const cache = pageCache({ now: () => 0, maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) {
      const l = cache.lookup(k);
      if ('claim' in l) cache.store(l.claim, rendered);
    }
    expect(cache.size).toBe(2);
    expect('claim' in cache.lookup('a')).toBe(true);
    expect('page' in cache.lookup('c')).toBe(true);
  });
});
