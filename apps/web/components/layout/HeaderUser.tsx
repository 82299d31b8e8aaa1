'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { startStreamingHref, userPanelEntries } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Avatar, LevelBadge } from './Avatar';

const btn = 'flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3.5 text-sm font-medium transition-colors';

/** Right side of the header: customer service, download, start streaming, and login or the user panel. */
export function HeaderUser() {
  const { brand, userInfo, config, openLogin } = useSession();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  const startStreaming = () => {
    const href = startStreamingHref(userInfo);
    if (href) router.push(href);
    else openLogin();
  };
  const onLogout = async () => {
    if (leaving) return;
    setLeaving(true);
    // Loaded on the click: it carries the message table, which the header needs for nothing else.
    const { logout } = await import('@/lib/logout');
    const failure = await logout();
    if (failure) {
      toast.warning(failure);
      setLeaving(false);
    }
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
        <div className="group relative" data-testid="header-user">
          <Link href="/v/personal-data" className="flex h-16 items-center gap-2 text-sm text-header-text">
            <Avatar src={userInfo.portrait} size={32} className="ring-2 ring-white/20" />
            <span className="max-w-[80px] truncate whitespace-nowrap">{userInfo.nickName}</span>
          </Link>
          <div className="invisible absolute right-0 top-full z-50 w-[304px] opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
            <div data-testid="user-panel" className="overflow-hidden rounded-lg bg-surface shadow-xl ring-1 ring-line">
              <div className="flex items-center gap-3 bg-gradient-to-r from-primary-weak to-surface px-5 py-4">
                <Avatar src={userInfo.portrait} size={48} />
                <div className="min-w-0">
                  <div className="flex items-center gap-2">
                    <span className="truncate font-semibold text-ink">{userInfo.nickName}</span>
                    <LevelBadge level={userInfo.level} icon={userInfo.levelIcon} />
                  </div>
                  <p className="mt-1 text-xs text-muted">ID：{userInfo.id}</p>
                </div>
              </div>
              <ul className="grid grid-cols-2 gap-1 p-3 text-sm">
                {userPanelEntries(userInfo).map((e) => (
                  <li key={e.href}>
                    <Link href={e.href} className="block rounded-md px-3 py-2 text-ink hover:bg-primary-weak hover:text-primary">
                      {e.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="border-t border-line px-3 py-2">
                <button
                  type="button"
                  onClick={onLogout}
                  disabled={leaving}
                  className="w-full rounded-md px-3 py-2 text-left text-sm text-muted hover:bg-page hover:text-ink disabled:opacity-60"
                >
                  退出登录
                </button>
              </div>
            </div>
          </div>
        </div>
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
