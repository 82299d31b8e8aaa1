'use client';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { RECOMMEND_MENU } from '@sports/contracts';

/** Left menu of the recommend layout: recommend match, recommend history. */
export function RecommendMenu() {
  const pathname = usePathname() ?? '';
  return (
    <aside data-testid="recommend-menu" className="w-[200px] shrink-0 self-start overflow-hidden rounded-lg bg-surface py-3 shadow-sm">
      <h2 className="px-6 pb-2 text-xs font-semibold tracking-wider text-muted">专家推荐</h2>
      <ul>
        {RECOMMEND_MENU.map((m) => {
          const on = pathname === m.href;
          return (
            <li key={m.href}>
              <Link
                href={m.href}
                aria-current={on ? 'page' : undefined}
                className={`relative mx-3 block rounded-md px-3 py-2.5 text-sm ${on ? 'bg-primary-weak font-semibold text-primary' : 'text-ink hover:bg-page hover:text-primary'}`}
              >
                {on ? <span className="absolute bottom-2 left-0 top-2 w-[3px] rounded-r bg-primary" /> : null}
                {m.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
