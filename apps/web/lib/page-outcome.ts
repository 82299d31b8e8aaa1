import { notFound as nextNotFound, redirect as nextRedirect } from 'next/navigation';

/**
 * What a page's render decided beyond its markup: that it is not found, or that it sends the
 * visitor elsewhere. The page server renders each page in a store of its own and reads it once the
 * render has ended (decision 0073): a page hydrates in slices inside a Suspense boundary, so its
 * checks run after the shell and Next itself could no longer answer 404 or 307 for them.
 */
export interface TPageOutcome {
  notFound?: boolean;
  /** Where the first redirect of the render sends the visitor. */
  location?: string;
}

/** The page server's store of outcomes (apps/server/src/web/page-outcome.ts), shared through the global object. */
const STORE = Symbol.for('sports.page-outcome');
const current = () => (globalThis as { [STORE]?: { getStore(): TPageOutcome | undefined } })[STORE]?.getStore();

/** The page is not found: the 404 view, answered 404. Use it, never next/navigation's own. */
export function notFound(): never {
  const o = current();
  if (o) o.notFound = true;
  nextNotFound();
}

/** The visitor goes to `url`: answered 307 with its Location. Use it, never next/navigation's own. */
export function redirect(url: string): never {
  const o = current();
  if (o) o.location ??= url;
  nextRedirect(url);
}
