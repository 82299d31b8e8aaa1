import { API_ROUTES } from '@sports/contracts';
import { BannerImage, JumpLink } from '@/components/site/home/JumpLink';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';

/** The posters of a place code by category (GET /inform/poster/v2/cate/list), each linked per the jump rules; nothing when none. */
export async function PosterPanel({ placeCode }: { placeCode: string }) {
  const categories = dataOr(await ssrCall(API_ROUTES.posterCategories, { query: { placeCode } }), []);
  if (!categories.length) return null;
  return (
    <section className="mt-4 space-y-3 rounded-lg bg-surface p-4 shadow-sm" data-testid="posters">
      {categories.map((c) => (
        <div key={c.name}>
          <h2 className="mb-2 text-sm font-semibold text-ink">{c.name}</h2>
          <div className="space-y-2">
            {c.posters.map((p) => (
              <JumpLink key={p.id} item={p} className="block overflow-hidden rounded">
                <BannerImage item={p} />
              </JumpLink>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
