'use client';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { startStreamingHref } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Avatar } from './Avatar';

/** The signed-in visitor's menu: its code loads only for them, not with every anonymous page (decision 0048). */
const HeaderUserMenu = dynamic(() => import('./HeaderUserMenu').then((m) => m.HeaderUserMenu));

const btn = 'flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3.5 text-sm font-medium transition-colors';

/** Right side of the header: customer service, download, start streaming, and login or the user panel. */
export function HeaderUser() {
  const { brand, userInfo, config, openLogin } = useSession();
  const router = useRouter();

  const startStreaming = () => {
    const href = startStreamingHref(userInfo);
    if (href) router.push(href);
    else openLogin();
  };

  return (
    <div className="flex shrink-0 items-center gap-2.5">
      {config.customerServiceSwitch === '1' && config.customerServiceUrl ? (
        <a
          href={config.customerServiceUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="customer-service"
          className="whitespace-nowrap text-sm text-header-text hover:text-header-active"
        >
          在线客服
        </a>
      ) : null}
      <a
        href={brand.downloadHref}
        target="_blank"
        rel={brand.downloadExternal ? 'noopener noreferrer' : undefined}
        data-testid="header-download"
        className={`${btn} text-header-text ring-1 ring-white/25 hover:text-header-active hover:ring-header-active`}
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden>
          <path d="M7 1v8M3.5 5.5L7 9l3.5-3.5M1.5 12.5h11" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        下载APP
      </a>
      <button
        type="button"
        onClick={startStreaming}
        data-testid="header-start-streaming"
        className={`${btn} bg-primary text-white hover:bg-primary-strong`}
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden>
          <rect x="1" y="3" width="9" height="8" rx="1.5" fill="currentColor" />
          <path d="M10 6l3-2v6l-3-2z" fill="currentColor" />
        </svg>
        开播
      </button>
      {userInfo ? (
        <HeaderUserMenu userInfo={userInfo} />
      ) : (
        <button
          type="button"
          onClick={openLogin}
          data-testid="header-login"
          data-session-anon
          className={`${btn} text-header-text hover:text-header-active`}
        >
          <Avatar size={28} />
          登录
        </button>
      )}
    </div>
  );
}
