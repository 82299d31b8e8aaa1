'use client';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** A titled dialog of the site (SPEC §9: dialog width 547px). */
export function Modal({
  open,
  onClose,
  title,
  width = 547,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  width?: number;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          style={{ width }}
          className="fixed left-1/2 top-1/2 z-50 -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-xl bg-surface shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-line px-6 py-4">
            <Dialog.Title className="text-base font-semibold text-ink">{title}</Dialog.Title>
            <Dialog.Close className="text-2xl leading-none text-muted hover:text-ink" aria-label="关闭">
              ×
            </Dialog.Close>
          </div>
          <div className="px-10 py-7">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
