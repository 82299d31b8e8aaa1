import type { TAdvert } from '@sports/contracts';
import { BannerImage, JumpLink } from './JumpLink';

/** The adverts of one place code (wide 10:1 strips), each linked per the jump rules; nothing when empty. */
export function AdvertSlot({ adverts, className = '' }: { adverts: TAdvert[]; className?: string }) {
  if (adverts.length === 0) return null;
  return (
    <div data-testid="advert-slot" className={`flex flex-col gap-3 ${className}`}>
      {adverts.map((a) => (
        <JumpLink key={a.id} item={a} className="aspect-[10/1] overflow-hidden rounded-lg">
          <BannerImage item={a} />
        </JumpLink>
      ))}
    </div>
  );
}
