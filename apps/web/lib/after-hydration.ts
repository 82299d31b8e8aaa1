import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the render that hydrates the page; true from a transition right after
 * it. A part that is not needed for the first paint (a list loaded after the page, a lazily loaded
 * widget) renders then, time-sliced (React yields to the browser every few milliseconds), instead
 * of in the synchronous render that follows hydration (decision 0064).
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
