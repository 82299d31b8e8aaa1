'use client';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { headerNavFor, isNavActive } from '@sports/contracts';
import { useSession } from '@/app/providers';

/** The header navigation table of SPEC §2; sub-entries open on hover, esports and tennis stay disabled. */
export function HeaderNav() {
  const { brand } = useSession();
  const pathname = usePathname() ?? '/';
  return (
    <nav aria-label="主导航" className="flex h-full items-stretch">
      {headerNavFor(brand).map((entry) => {
        const active = isNavActive(entry, pathname);
        return (
          <div key={entry.key} className="group relative flex items-stretch" data-nav={entry.key}>
            <Link
              href={entry.href}
              aria-current={active ? 'page' : undefined}
              className={`relative flex items-center whitespace-nowrap px-3 text-[15px] transition-colors hover:text-header-active ${
                active ? 'font-semibold text-header-active' : 'text-header-text'
              }`}
            >
              {entry.label}
              {entry.children ? (
                <svg
                  width="10"
                  height="10"
                  viewBox="0 0 10 10"
                  aria-hidden
                  className="ml-0.5 opacity-70 transition-transform group-hover:rotate-180"
                >
                  <path d="M2 3.5l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.4" />
                </svg>
              ) : null}
              {active ? <span className="absolute inset-x-3 bottom-0 h-[3px] rounded-t bg-primary" /> : null}
            </Link>
            {entry.children ? (
              <div className="invisible absolute left-1/2 top-full z-40 min-w-[112px] -translate-x-1/2 pt-1 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                <ul className="overflow-hidden rounded-md bg-surface py-1 text-sm shadow-lg ring-1 ring-line" role="menu">
                  {entry.children.map((child) => (
                    <li key={child.label} role="none">
                      {child.href ? (
                        <Link
                          role="menuitem"
                          href={child.href}
                          className="block px-4 py-2 text-center text-ink hover:bg-primary-weak hover:text-primary"
                        >
                          {child.label}
                        </Link>
                      ) : (
                        <span
                          role="menuitem"
                          aria-disabled="true"
                          className="block cursor-not-allowed px-4 py-2 text-center text-muted/70"
                          title="暂未开放"
                        >
                          {child.label}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        );
      })}
    </nav>
  );
}
