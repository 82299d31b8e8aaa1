import type { ReactNode } from 'react';

/** A titled white card; PageFrame centres one on the page, side-menu layouts use it directly. */
export function Panel({
  title,
  actions,
  children,
  className = '',
  heading: Heading = 'h2',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The page's main card uses h1; cards within a page keep h2. */
  heading?: 'h1' | 'h2';
}) {
  return (
    <section className={`rounded-lg bg-surface shadow-sm ${className}`}>
      {title ? (
        <header className="flex items-center justify-between border-b border-line px-5 py-3">
          <Heading className="text-base font-semibold text-ink">{title}</Heading>
          {actions}
        </header>
      ) : null}
      <div className="p-5">{children}</div>
    </section>
  );
}
