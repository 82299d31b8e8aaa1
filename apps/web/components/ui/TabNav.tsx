import Link from '@/components/ui/Link';

export interface TTabItem {
  label: string;
  /** No href: listed but disabled. */
  href?: string;
  /** Overrides the href comparison when a tab is selected by something else (e.g. a query value). */
  active?: boolean;
}

/** Link tabs: each tab is a page (or a query value), so they work without JavaScript. */
export function TabNav({
  items,
  active,
  variant = 'line',
  className = '',
}: {
  items: TTabItem[];
  active?: string;
  variant?: 'line' | 'pill';
  className?: string;
}) {
  return (
    <nav className={`flex flex-wrap items-center gap-2 ${variant === 'line' ? 'border-b border-line' : ''} ${className}`}>
      {items.map((t) => {
        const on = t.active ?? (t.href !== undefined && t.href === active);
        const base = variant === 'line' ? 'px-4 py-2 text-sm -mb-px border-b-2' : 'rounded-full px-4 py-1 text-sm border';
        const tone =
          variant === 'line'
            ? on
              ? 'border-primary text-primary font-semibold'
              : 'border-transparent text-ink hover:text-primary'
            : on
              ? 'border-primary bg-primary text-white'
              : 'border-line bg-surface text-ink hover:border-primary hover:text-primary';
        if (!t.href) {
          return (
            <span key={t.label} aria-disabled className={`${base} cursor-not-allowed border-transparent text-muted`}>
              {t.label}
            </span>
          );
        }
        return (
          <Link key={t.label} href={t.href} aria-current={on ? 'page' : undefined} className={`${base} ${tone}`}>
            {t.label}
          </Link>
        );
      })}
    </nav>
  );
}
