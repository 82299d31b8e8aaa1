'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import type { TUserInfo } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { LoginPanel } from '@/components/account/LoginPanel';
import { SetPasswordPanel } from '@/components/account/SetPasswordPanel';
import { isRegisterPath, NICKNAME_MAX, nicknameTooLong } from '@/lib/account-rules';

type TStage = 'login' | 'setPassword' | 'nickname';

/**
 * The login panel (SPEC §2, §4): opened by a login click or the store flag from anywhere. After a
 * login the user info is loaded; without a password the panel stays in forced set-password mode and
 * cannot be closed; a nickname over 10 characters asks to edit it; then the page reloads (a register
 * page goes home instead).
 */
export function LoginDialog() {
  const { showLoginModel, closeLogin, brand, refreshUser, setLogining } = useSession();
  const pathname = usePathname() ?? '';
  const router = useRouter();
  const [stage, setStage] = useState<TStage>('login');
  const forced = stage === 'setPassword';

  const finish = () => {
    if (isRegisterPath(pathname)) {
      setStage('login');
      closeLogin();
      router.replace('/');
      router.refresh();
      return;
    }
    window.location.reload();
  };
  const afterPassword = (user: TUserInfo) => {
    if (nicknameTooLong(user.nickName)) setStage('nickname');
    else finish();
  };
  const onLoggedIn = async (): Promise<boolean> => {
    const user = await refreshUser();
    if (!user) return false;
    if (user.hasPassword !== 1) {
      setLogining(true);
      setStage('setPassword');
    } else afterPassword(user);
    return true;
  };
  const onPasswordSet = async () => {
    const user = await refreshUser();
    setLogining(false);
    if (user) afterPassword(user);
    else finish();
  };
  const close = () => {
    if (forced) return;
    if (stage === 'nickname') return finish();
    setStage('login');
    closeLogin();
  };

  const blockWhenForced = (e: Event) => forced && e.preventDefault();
  return (
    <Dialog.Root open={showLoginModel || stage !== 'login'} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="login-modal"
          data-stage={stage}
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            // Start in the first field rather than on the close button.
            const first = (e.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input:not([type=checkbox])');
            if (first) {
              e.preventDefault();
              first.focus();
            }
          }}
          onEscapeKeyDown={blockWhenForced}
          onPointerDownOutside={blockWhenForced}
          onInteractOutside={blockWhenForced}
          className="fixed left-1/2 top-1/2 z-50 w-[547px] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-xl bg-surface shadow-2xl"
        >
          <div className="flex h-20 items-center bg-gradient-to-r from-primary to-primary-strong px-16 text-white">
            <Dialog.Title className="text-xl font-semibold tracking-wide">
              {stage === 'setPassword' ? '设置登录密码' : stage === 'nickname' ? '温馨提示' : `欢迎来到${brand.name}`}
            </Dialog.Title>
            <span className="ml-3 text-sm text-white/80">{brand.slogan}</span>
          </div>
          {forced ? null : (
            <Dialog.Close className="absolute right-4 top-3 text-2xl leading-none text-white/80 hover:text-white" aria-label="关闭">
              ×
            </Dialog.Close>
          )}
          <div className="px-16 pb-10 pt-7">
            {stage === 'login' ? (
              <LoginPanel onLoggedIn={onLoggedIn} onNavigate={close} />
            ) : stage === 'setPassword' ? (
              <SetPasswordPanel onDone={() => void onPasswordSet()} />
            ) : (
              <div data-testid="nickname-prompt" className="py-4 text-center">
                <p className="text-base text-ink">您的昵称超过{NICKNAME_MAX}个字符，是否前往个人资料修改昵称？</p>
                <div className="mt-8 flex justify-center gap-4">
                  <button
                    type="button"
                    onClick={finish}
                    className="h-10 w-32 rounded border border-line text-sm text-ink hover:border-primary hover:text-primary"
                  >
                    跳过
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      // A full load: every server-rendered part must start over with the new session.
                      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
                      window.location.href = '/v/personal-data';
                    }}
                    className="h-10 w-32 rounded bg-primary text-sm font-medium text-white hover:bg-primary-strong"
                  >
                    去修改
                  </button>
                </div>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
