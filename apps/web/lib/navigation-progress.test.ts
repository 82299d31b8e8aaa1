import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const bar = vi.hoisted(() => ({ configure: vi.fn(), start: vi.fn(), done: vi.fn() }));
vi.mock('@bprogress/core', () => ({ BProgress: bar }));

/** The module afresh (its state is per page), on a page at `path`. */
async function onPage(path: string) {
  const url = new URL(path, 'https://example.test');
  vi.stubGlobal('window', { location: { href: url.href, pathname: url.pathname, search: url.search } });
  vi.resetModules();
  return import('./navigation-progress');
}

describe('the navigation progress bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows after 200 ms and finishes when the new page is there', async () => {
    const p = await onPage('/football');
    p.navigationAt(p.locationKey('/football', ''));
    p.navigationStarted('/basketball');
    await vi.advanceTimersByTimeAsync(199);
    expect(bar.start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(bar.start).toHaveBeenCalledOnce();
    p.navigationAt(p.locationKey('/basketball', ''));
    await vi.advanceTimersByTimeAsync(0);
    expect(bar.done).toHaveBeenCalledOnce();
  });

  it('stays due when the watcher mounts after the click, on the page the navigation started from', async () => {
    const p = await onPage('/football?date=2026-11-28');
    p.navigationStarted('/basketball');
    // The shell's watcher loads after the page: its first look is at the page the click was on.
    p.navigationAt(p.locationKey('/football', 'date=2026-11-28'));
    await vi.advanceTimersByTimeAsync(200);
    expect(bar.start).toHaveBeenCalledOnce();
  });

  it('never shows for a navigation that arrived within 200 ms, nor for one to the same page', async () => {
    const p = await onPage('/football');
    p.navigationStarted('/basketball');
    p.navigationAt(p.locationKey('/basketball', ''));
    p.navigationStarted('/football');
    await vi.advanceTimersByTimeAsync(500);
    expect(bar.start).not.toHaveBeenCalled();
    expect(bar.done).not.toHaveBeenCalled();
  });
});
