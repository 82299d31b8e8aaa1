'use client';
import { useEffect, useState } from 'react';
import { visibleBanners, type TBanner } from '@sports/contracts';
import { BannerImage, JumpLink } from './JumpLink';

const INTERVAL_MS = 5000;

/** Rotating banners; each links per SPEC's jump rules and opens in a new window. */
export function BannerCarousel({ banners, className = 'aspect-[3/1]' }: { banners: TBanner[]; className?: string }) {
  const list = visibleBanners(banners);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = list.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(t);
  }, [count, paused]);

  if (count === 0) return null;
  const current = index % count;
  return (
    <div
      data-testid="banner-carousel"
      className={`relative overflow-hidden rounded-lg bg-header ${className}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {list.map((b, i) => (
        <div
          key={b.id}
          aria-hidden={i !== current}
          className={`absolute inset-0 transition-opacity duration-500 ${i === current ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        >
          <JumpLink item={b} className="h-full">
            <BannerImage item={b} fetchPriority={i === 0 ? 'high' : 'low'} />
          </JumpLink>
        </div>
      ))}
      {count > 1 ? (
        <div className="absolute bottom-3 left-0 right-0 flex justify-center gap-2">
          {list.map((b, i) => (
            <button
              key={b.id}
              type="button"
              aria-label={`第 ${i + 1} 张：${b.title}`}
              onClick={() => setIndex(i)}
              className={`h-2 rounded-full transition-all ${i === current ? 'w-6 bg-primary' : 'w-2 bg-white/70'}`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
