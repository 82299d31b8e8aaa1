'use client';
import Link from '@/components/ui/Link';
import { brandIconUrl } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { HeaderNav } from './HeaderNav';
import { HeaderSearch } from './HeaderSearch';
import { HeaderUser } from './HeaderUser';

export const HEADER_HEIGHT = 64;

/**
 * The site header: brand, navigation, search and the user area on a dark bar. A client component so
 * the error page (itself a client component) can show the same chrome.
 */
export function Header({ fixed = false }: { fixed?: boolean }) {
  const { brand } = useSession();
  return (
    <header
      data-testid="site-header"
      className={`${fixed ? 'fixed inset-x-0 top-0' : 'relative'} z-40 h-16 min-w-[1200px] bg-header shadow-[0_1px_0_rgba(255,255,255,0.06),0_4px_16px_rgba(0,0,0,0.18)]`}
    >
      <div className="mx-auto flex h-full w-[1200px] items-center justify-between gap-4">
        <div className="flex h-full items-center gap-4">
          <Link href="/" className="flex shrink-0 items-center gap-2" data-testid="brand-logo" aria-label={`${brand.name}首页`}>
            <img src={brandIconUrl(brand.theme)} width={32} height={32} alt="" />
            <span className="whitespace-nowrap text-xl font-bold tracking-wide text-white">{brand.name}</span>
          </Link>
          <HeaderNav />
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <HeaderSearch />
          <HeaderUser />
        </div>
      </div>
    </header>
  );
}
