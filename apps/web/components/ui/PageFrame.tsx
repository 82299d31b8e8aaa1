import type { ReactNode } from 'react';

/** The standard content frame of a page: a centred 1200 px column with an optional titled card. */
export function PageFrame({ title, actions, children, bare = false }: { title?: string; actions?: ReactNode; children: ReactNode; bare?: boolean }) {
  return (
    <div className="mx-auto w-[1200px] py-4">
      {bare ? (
        children
      ) : (
        <section className="rounded-lg bg-surface shadow-sm">
          {title ? (
            <header className="flex items-center justify-between border-b border-line px-5 py-3">
              <h1 className="text-base font-semibold text-ink">{title}</h1>
              {actions}
            </header>
          ) : null}
          <div className="p-5">{children}</div>
        </section>
      )}
    </div>
  );
}
