'use client';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useSession } from '@/app/providers';

/**
 * /user/comJumpPage?url=/path[&login=1]: the common jump page that apps, emails and outer links use to
 * open a page of the site. With login=1 a visitor first gets the login panel (the page reloads after
 * login and then jumps); otherwise it goes straight to the target.
 */
export function JumpPage({ target, needLogin }: { target: string; needLogin: boolean }) {
  const { userInfo, openLogin } = useSession();
  const router = useRouter();
  const waiting = needLogin && !userInfo;
  useEffect(() => {
    if (waiting) openLogin();
    else router.replace(target);
  }, [waiting, target, router, openLogin]);
  return (
    <div data-testid="jump-page" className="flex flex-col items-center gap-4 py-20 text-sm text-muted">
      <span className="h-8 w-8 animate-spin rounded-full border-2 border-primary-weak border-t-primary" aria-hidden />
      <p>{waiting ? '请先登录，登录后将自动跳转' : '正在跳转，请稍候…'}</p>
      {waiting ? (
        <button type="button" onClick={openLogin} className="text-primary hover:underline">
          立即登录
        </button>
      ) : (
        <Link href={target} className="text-primary hover:underline">
          如果没有自动跳转，请点击这里
        </Link>
      )}
    </div>
  );
}
