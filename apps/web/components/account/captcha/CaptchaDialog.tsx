'use client';
import * as Dialog from '@radix-ui/react-dialog';
import type { TCaptchaType } from '@sports/contracts';
import { BlockPuzzle } from './BlockPuzzle';
import { ClickWord } from './ClickWord';

/**
 * The built-in captcha in a small dialog, asked for before an SMS code is requested while the site's
 * captcha switch (jiyanSwitch) is 1. Emits the one-time captchaVerification and closes.
 * Used by the account forms (block puzzle) and the wallet's payment-password and withdrawal codes
 * (click-word, SPEC §4).
 */
export function CaptchaDialog({
  open,
  captchaType = 'blockPuzzle',
  onVerified,
  onClose,
}: {
  open: boolean;
  captchaType?: TCaptchaType;
  onVerified: (captchaVerification: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          data-testid="captcha-dialog"
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-[60] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-5 shadow-2xl"
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold text-ink">请完成安全验证</Dialog.Title>
            <Dialog.Close className="text-xl leading-none text-muted hover:text-ink" aria-label="关闭">
              ×
            </Dialog.Close>
          </div>
          {open ? captchaType === 'clickWord' ? <ClickWord onVerified={onVerified} /> : <BlockPuzzle onVerified={onVerified} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
