'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useSession } from '@/app/providers';

/**
 * The login panel's modal shell. The accounts capability fills it with the account/phone login tabs;
 * until then it says so honestly and can be closed.
 */
export function LoginModal() {
  const { showLoginModel, closeLogin, brand } = useSession();
  return (
    <Dialog.Root open={showLoginModel} onOpenChange={(open) => !open && closeLogin()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="login-modal"
          className="fixed left-1/2 top-1/2 z-50 w-[420px] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">登录{brand.name}</Dialog.Title>
          <Dialog.Description className="mt-4 py-10 text-center text-sm text-muted">登录功能暂未开放</Dialog.Description>
          <Dialog.Close className="absolute right-4 top-3 text-xl text-muted hover:text-ink" aria-label="关闭">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
