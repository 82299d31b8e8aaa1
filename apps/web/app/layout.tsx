import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/shell/Toaster';
import '@/styles/globals.css';
import { getBrand } from '@/lib/brand.server';
import { loadSession, servedSessionOf } from '@/lib/session.server';
import { brandIconUrl, SERVED_SESSION_ID, servedSessionText } from '@sports/contracts';
import { Providers } from './providers';
import { AppShellEffects } from '@/components/shell/AppShellEffects';
import { Analytics } from '@/components/shell/Analytics';
import { NavigationEndLoader } from '@/components/shell/NavigationEndLoader';
import { LoginModal } from '@/components/shell/LoginModal';

/**
 * The site is laid out for 1200 px and more (the body's min-width): a phone lays the page out at that
 * width from the start and shows it zoomed out to fit, instead of laying it out at its own width
 * first and again at 1200 once the page turned out wider, which matched other media queries and
 * restyled and relaid every element (a long score list twice; decision 0063).
 */
export const viewport: Viewport = { width: 1200, initialScale: undefined };

export async function generateMetadata(): Promise<Metadata> {
  const brand = getBrand();
  return {
    title: { default: `${brand.name} - ${brand.slogan}`, template: `%s - ${brand.name}` },
    description: `${brand.name}：足球篮球高清直播、即时比分、赛事数据、专家推荐。`,
    // In the page itself: the tab shows the brand's mark without a request of its own.
    icons: { icon: [{ url: brandIconUrl(brand.theme), type: 'image/svg+xml' }] },
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const brand = getBrand();
  const session = await loadSession();
  return (
    <html lang="zh-CN" data-theme={brand.theme} data-brand={brand.id}>
      <head>
        {/* The visitor's session, first in the head: filled per visitor when a shared page is served (decision 0051). */}
        <script
          type="application/json"
          id={SERVED_SESSION_ID}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: servedSessionText(servedSessionOf(session)) }}
        />
      </head>
      <body>
        <Providers session={{ brand, ...session }}>
          {children}
          <LoginModal />
          <AppShellEffects production={process.env.NODE_ENV === 'production'} />
          <NavigationEndLoader />
        </Providers>
        <Toaster position="top-center" richColors />
        {brand.analyticsId ? <Analytics id={brand.analyticsId} /> : null}
      </body>
    </html>
  );
}
