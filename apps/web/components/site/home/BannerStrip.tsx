import { visibleBanners, type TBanner } from '@sports/contracts';
import { BannerImage, JumpLink } from './JumpLink';

/** Banners side by side (the app banners of the live hall, 5:2 cards); nothing when empty. */
export function BannerStrip({ banners, className = '' }: { banners: TBanner[]; className?: string }) {
  const list = visibleBanners(banners);
  if (list.length === 0) return null;
  return (
    <div data-testid="banner-strip" className={`grid grid-cols-3 gap-4 ${className}`}>
      {list.map((b) => (
        <JumpLink key={b.id} item={b} className="aspect-[5/2] overflow-hidden rounded-lg">
          <BannerImage item={b} />
        </JumpLink>
      ))}
    </div>
  );
}
