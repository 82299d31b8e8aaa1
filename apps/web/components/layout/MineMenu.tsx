'use client';
import Link from '@/components/ui/Link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type MouseEvent } from 'react';
import { mineMenu, mineMenuKey } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Avatar, LevelBadge } from './Avatar';

/**
 * Side menu of the personal area: portrait, level badge (level ≥ 1), nickname and the menu groups.
 * Anchors never stay on the apply page; a click after the session was lost opens the login dialog.
 */
export function MineMenu() {
  const { userInfo, openLogin } = useSession();
  const pathname = usePathname() ?? '';
  const router = useRouter();
  const active = mineMenuKey(pathname);
  const isAnchor = Boolean(userInfo?.isAnchor);

  useEffect(() => {
    if (isAnchor && pathname === '/v/apply') router.replace('/v/anchor-set');
  }, [isAnchor, pathname, router]);

  const guard = (e: MouseEvent) => {
    if (!userInfo) {
      e.preventDefault();
      openLogin();
    }
  };

  return (
    <aside data-testid="mine-menu" className="w-[200px] shrink-0 self-start overflow-hidden rounded-lg bg-surface shadow-sm">
      <div className="flex flex-col items-center gap-2 bg-gradient-to-b from-primary-weak to-surface px-4 pb-4 pt-6">
        <Avatar src={userInfo?.portrait} size={72} className="ring-4 ring-surface" />
        <div className="flex max-w-full items-center gap-1.5">
          <span data-testid="mine-nickname" className="truncate font-semibold text-ink">
            {userInfo?.nickName ?? '未登录'}
          </span>
          <LevelBadge level={userInfo?.level} icon={userInfo?.levelIcon} />
        </div>
      </div>
      <nav aria-label="个人中心菜单" className="pb-3">
        {mineMenu(isAnchor).map((group) => (
          <section key={group.title} className="border-t border-line px-3 pt-3" data-testid={`mine-group-${group.title}`}>
            <h2 className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted">{group.title}</h2>
            <ul>
              {group.items.map((item) => {
                const on = item.key === active;
                return (
                  <li key={item.key}>
                    <Link
                      href={item.href}
                      onClick={guard}
                      aria-current={on ? 'page' : undefined}
                      data-key={item.key}
                      className={`relative block rounded-md px-3 py-2 text-sm transition-colors ${
                        on ? 'bg-primary-weak font-semibold text-primary' : 'text-ink hover:bg-page hover:text-primary'
                      }`}
                    >
                      {on ? <span className="absolute left-0 top-2 bottom-2 w-[3px] rounded-r bg-primary" /> : null}
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>
    </aside>
  );
}
