'use client';

// The navigation progress bar (SPEC §9: throttle 200 ms): a link's navigation that has not arrived
// after 200 ms shows the bar at the top of the page until the new page is there. Links report the
// start (components/ui/Link's `onNavigate`, called only for the navigations the router makes), the
// shell reports the arrival (components/shell/NavigationEnd: the path or query changed). The
// bar's code loads the first time a navigation is slow; its look is in styles/globals.css.

const THROTTLE_MS = 200;
let timer: ReturnType<typeof setTimeout> | null = null;
let pending = false;
let shown = false;
/** Where the pending navigation started (`locationKey`). */
let from: string | null = null;

/** A page's address as the bar compares them: the path and the query. */
export const locationKey = (pathname: string, search: string): string => `${pathname}?${new URLSearchParams(search).toString()}`;

const bar = () => import('@bprogress/core').then((m) => m.BProgress);

/** A link started a navigation to `href`: the bar shows if the page has not arrived within the throttle. */
export function navigationStarted(href: string): void {
  const to = new URL(href, window.location.href);
  // Same page (or only its hash): the path and query will not change, so nothing would end the bar.
  if (to.pathname === window.location.pathname && to.search === window.location.search) return;
  pending = true;
  from = locationKey(window.location.pathname, window.location.search);
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void bar().then((p) => {
      if (!pending) return;
      p.configure({ showSpinner: false });
      p.start();
      shown = true;
    });
  }, THROTTLE_MS);
}

/**
 * The page shows `at` (`locationKey`): when the path or query changed, and when the shell's watcher
 * first mounts, which may be after a click (it loads after the page). A navigation still on the page
 * it started from has not arrived: its bar stays due.
 */
export function navigationAt(at: string): void {
  if (pending && at === from) return;
  navigationEnded();
}

/** The page arrived (or the visitor went back or forward): the bar finishes, or never shows. */
function navigationEnded(): void {
  pending = false;
  from = null;
  if (timer) clearTimeout(timer);
  timer = null;
  if (!shown) return;
  shown = false;
  void bar().then((p) => p.done());
}
