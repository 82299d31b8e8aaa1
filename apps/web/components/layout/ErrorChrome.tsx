'use client';
import type { ReactNode } from 'react';
import { useSession } from '@/app/providers';
import { FloatingBarClient } from './FloatingBarClient';
import { Footer } from './Footer';
import { Header } from './Header';

/** The error page's frame: the header, footer and floating bar the route-group layouts give other pages. */
export function ErrorChrome({ children }: { children: ReactNode }) {
  const { brand } = useSession();
  return (
    <div className="flex min-h-screen min-w-[1200px] flex-col">
      <Header />
      <main className="flex-1">{children}</main>
      <Footer brand={brand} />
      <FloatingBarClient />
    </div>
  );
}
