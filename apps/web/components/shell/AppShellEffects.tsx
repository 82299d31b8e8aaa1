'use client';
import { useEffect } from 'react';
import { USAGE_KEY } from '@/lib/api';
import { reloadForChunkError } from '@/lib/chunk-reload';

/**
 * Page-wide behaviour of every layout: usage timer, chunk-failure reload, content height to a parent
 * window, and (production only) no context menu or developer-tool shortcuts.
 */
export function AppShellEffects({ production }: { production: boolean }) {
  useEffect(() => {
    const timer = window.setInterval(() => {
      try {
        localStorage.setItem(USAGE_KEY, String(Number(localStorage.getItem(USAGE_KEY) ?? 0) + 10));
      } catch {
        // storage unavailable: usage is simply not counted
      }
    }, 10_000);

    const onError = (e: ErrorEvent | PromiseRejectionEvent) => {
      const reason = 'reason' in e ? e.reason : (e.error ?? e.message);
      const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason ?? '');
      if (reloadForChunkError(message, Date.now(), sessionStorage)) window.location.reload();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);

    // Framed (an app's web view, a partner's page): the parent is told the content height, first when
    // the observer reports the body's size after a layout. A top-level page has no parent to tell, and
    // reading the height here would force a layout of the whole page in the middle of hydration.
    let observer: ResizeObserver | null = null;
    if (window.parent !== window) {
      let lastHeight = 0;
      observer = new ResizeObserver(() => {
        const height = document.documentElement.scrollHeight;
        if (height === lastHeight) return;
        lastHeight = height;
        window.parent.postMessage({ type: 'content-height', height }, '*');
      });
      observer.observe(document.body);
    }

    const blockMenu = (e: MouseEvent) => e.preventDefault();
    const blockKeys = (e: KeyboardEvent) => {
      const key = e.key.toUpperCase();
      const devtools =
        key === 'F12' ||
        ((e.ctrlKey || e.metaKey) && e.shiftKey && ['I', 'J', 'C'].includes(key)) ||
        ((e.ctrlKey || e.metaKey) && key === 'U');
      if (devtools) e.preventDefault();
    };
    if (production) {
      document.addEventListener('contextmenu', blockMenu);
      document.addEventListener('keydown', blockKeys);
    }
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
      observer?.disconnect();
      document.removeEventListener('contextmenu', blockMenu);
      document.removeEventListener('keydown', blockKeys);
    };
  }, [production]);
  return null;
}
