'use client';
import Link from '@/components/ui/Link';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSession } from '@/app/providers';

const BACK_TO_TOP_AFTER = 100;
export const ACTIVITIES_TRIGGER =
  'flex flex-col items-center gap-1 border-b border-line px-1 py-3 outline-none hover:text-primary data-[state=open]:text-primary';
export const GIFT_ICON = 'M3 8h14v9a1 1 0 01-1 1H4a1 1 0 01-1-1zM2 5h16v3H2zM10 5v13M10 5C8 1 5 2 6 5M10 5c2-4 5-3 4 0';
const ActivitiesPopover = lazy(() => import('./ActivitiesPopover').then((m) => ({ default: m.ActivitiesPopover })));

/**
 * Floating help bar: activities and the app QR code (brand-limited), problem help, back to top.
 * Without a server-made QR code (the client error page) it draws one itself.
 */
export function FloatingBarClient({ qrDataUrl }: { qrDataUrl?: string | null }) {
  const { brand } = useSession();
  const [scrolled, setScrolled] = useState(false);
  const [qr, setQr] = useState(qrDataUrl ?? null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > BACK_TO_TOP_AFTER);
    // The first reading waits for the next frame: read here, in the commit that mounts the bar right
    // after hydration, `scrollY` forces the page's style and layout at once, inside that task.
    const first = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    if (qr || !brand.showAppQr) return;
    let alive = true;
    void import('qrcode').then((m) =>
      m.default.toDataURL(`${window.location.origin}/app`, { margin: 1, width: 200 }).then(
        (url) => alive && setQr(url),
        () => undefined,
      ),
    );
    return () => {
      alive = false;
    };
  }, [qr, brand.showAppQr]);

  return (
    <aside
      data-testid="floating-bar"
      aria-label="悬浮工具栏"
      className="fixed bottom-24 right-2 z-30 flex w-[68px] flex-col items-stretch overflow-visible rounded-xl bg-surface text-xs text-ink shadow-[0_6px_24px_rgba(0,0,0,0.12)] ring-1 ring-line"
    >
      {brand.showActivities ? <Activities /> : null}
      {brand.showAppQr ? (
        <div className="group relative" data-testid="floating-qr">
          <Link href="/app" target="_blank" className="flex flex-col items-center gap-1 border-b border-line px-1 py-3 hover:text-primary">
            <Icon d="M5 2h8a1 1 0 011 1v14a1 1 0 01-1 1H5a1 1 0 01-1-1V3a1 1 0 011-1zm3 13h2" />
            下载APP
          </Link>
          <div className="invisible absolute right-full top-1/2 mr-3 w-[156px] -translate-y-1/2 rounded-lg bg-surface p-3 text-center opacity-0 shadow-xl ring-1 ring-line transition-opacity group-hover:visible group-hover:opacity-100">
            {qr ? (
              <img src={qr} alt="扫码下载APP" width={132} height={132} className="mx-auto" data-testid="floating-qr-image" />
            ) : (
              <div className="mx-auto h-[132px] w-[132px] bg-page" />
            )}
            <p className="mt-2 text-ink">扫码下载{brand.name}APP</p>
          </div>
        </div>
      ) : null}
      <a
        href="/about/10001"
        target="_blank"
        rel="noopener"
        data-testid="floating-help"
        className="flex flex-col items-center gap-1 border-b border-line px-1 py-3 last:border-b-0 hover:text-primary"
      >
        <Icon d="M10 18a8 8 0 100-16 8 8 0 000 16zM7.8 7.5a2.3 2.3 0 114 1.6c-.8.7-1.8 1.1-1.8 2.4M10 14.2v.1" />
        问题帮助
      </a>
      {scrolled ? (
        <button
          type="button"
          data-testid="back-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="flex flex-col items-center gap-1 px-1 py-3 hover:text-primary"
        >
          <Icon d="M4 3h12M10 17V7M5.5 11.5L10 7l4.5 4.5" />
          返回顶部
        </button>
      ) : null}
    </aside>
  );
}

/**
 * 查看活动: a plain button until first clicked; the popover (and its library) loads then, opened,
 * so no page pays for it in its first load.
 */
function Activities() {
  const [armed, setArmed] = useState(false);
  const button = (
    <button type="button" data-testid="floating-activities" className={ACTIVITIES_TRIGGER} onClick={() => setArmed(true)}>
      <Icon d={GIFT_ICON} />
      查看活动
    </button>
  );
  if (!armed) return button;
  return (
    <Suspense fallback={button}>
      <ActivitiesPopover />
    </Suspense>
  );
}

export function Icon({ d }: { d: string }): ReactNode {
  return (
    <svg width="22" height="22" viewBox="0 0 20 20" aria-hidden>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
