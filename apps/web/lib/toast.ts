'use client';
import type { toast as sonnerToast } from 'sonner';

// Toasts through sonner, which loads with the first toast, not with the page: the Toaster mounts when
// a toast is first asked for (components/shell/Toaster), as sonner puts its style sheet into the
// document when it loads, and a new style sheet restyles every element of the page. A toast waits for
// the Toaster to be mounted, so none is lost while the library is on its way.

let mounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => {
  mounted = resolve;
});
let wanted: () => void = () => undefined;
/** Settles when the page first asks for a toast: the Toaster mounts then. */
export const toastWanted = new Promise<void>((resolve) => {
  wanted = resolve;
});

/** Called by the Toaster once it listens: toasts asked for before then are shown now. */
export function toasterReady(): void {
  mounted();
}

type TShow = (...args: Parameters<typeof sonnerToast.success>) => void;
const later =
  (pick: (t: typeof sonnerToast) => (...args: Parameters<TShow>) => unknown): TShow =>
  (...args) => {
    wanted();
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
