'use client';
import type { toast as sonnerToast } from 'sonner';

// Toasts through sonner, which loads with the first toast (or when the page's Toaster mounts, see
// components/shell/Toaster), not with every page's first load. A toast waits for the Toaster to be
// mounted, so none is lost while the library is on its way.

let mounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => {
  mounted = resolve;
});

/** Called by the Toaster once it listens: toasts asked for before then are shown now. */
export function toasterReady(): void {
  mounted();
}

type TShow = (...args: Parameters<typeof sonnerToast.success>) => void;
const later =
  (pick: (t: typeof sonnerToast) => (...args: Parameters<TShow>) => unknown): TShow =>
  (...args) => {
    void Promise.all([import('sonner'), toasterMounted]).then(([{ toast }]) => pick(toast)(...args));
  };

/** sonner's `toast`, loaded on first use: `toast(message)`, `toast.success(…)`, `toast.error(…)`, `toast.info(…)`, `toast.warning(…)`. */
export const toast = Object.assign(
  later((t) => t),
  {
    success: later((t) => t.success),
    error: later((t) => t.error),
    info: later((t) => t.info),
    warning: later((t) => t.warning),
  },
);
