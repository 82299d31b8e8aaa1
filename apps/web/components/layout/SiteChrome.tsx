import type { ReactNode } from 'react';
import { getBrand } from '@/lib/brand.server';
import { FloatingBar } from './FloatingBar';
import { Footer } from './Footer';
import { Header } from './Header';

export interface TChromeOptions {
  /** static: in the flow; fixed: stays on top while the page scrolls (content is padded below it). */
  header?: 'static' | 'fixed' | 'none';
  footer?: boolean;
  floatingBar?: boolean;
  /** Extra classes for the main element (background, padding). */
  mainClassName?: string;
}

/** Header, content, footer and floating bar: the frame every route-group layout is made of. */
export function SiteChrome({
  children,
  header = 'static',
  footer = true,
  floatingBar = true,
  mainClassName = '',
}: TChromeOptions & { children: ReactNode }) {
  const brand = getBrand();
  return (
    <div className="flex min-h-screen min-w-[1200px] flex-col">
      {header !== 'none' ? <Header fixed={header === 'fixed'} /> : null}
      <main id="main" className={`flex-1 ${header === 'fixed' ? 'pt-16' : ''} ${mainClassName}`}>
        {children}
      </main>
      {footer ? <Footer brand={brand} /> : null}
      {floatingBar ? <FloatingBar /> : null}
    </div>
  );
}
