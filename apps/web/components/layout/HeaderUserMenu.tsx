'use client';
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { userPanelEntries, type TUserInfo } from '@sports/contracts';
import { Avatar, LevelBadge } from './Avatar';

/** A signed-in visitor's avatar in the header with the user panel on hover (loaded only for them, see HeaderUser). */
export function HeaderUserMenu({ userInfo }: { userInfo: TUserInfo }) {
  const [leaving, setLeaving] = useState(false);
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
  );
}
