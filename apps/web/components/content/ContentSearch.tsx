import { API_ROUTES, CONTENT_LIMITS } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { InfoRow } from './NewsPages';
import { PostCard } from './PostCard';

/** Search results among news (资讯) or community posts (帖子) for a word, titles first. */
export async function ContentSearch({ word, kind }: { word: string; kind: 'news' | 'post' }) {
  const keyword = word.slice(0, CONTENT_LIMITS.keywordMax);
  if (kind === 'news') {
    const res = await ssrCall(API_ROUTES.infoList, { body: { keyword, pageParam: { pageNum: 1, pageSize: CONTENT_LIMITS.newsPageSize } } });
    const list = dataOr(res, null)?.list ?? [];
    return list.length ? (
      <ul data-testid="search-news">
        {list.map((i) => (
          <InfoRow key={i.id} item={i} />
        ))}
      </ul>
    ) : (
      <EmptyState />
    );
  }
  const res = await ssrCall(API_ROUTES.postListGeneral, { body: { keyword, page: 1, pageSize: 20 } });
  const list = dataOr(res, null)?.list ?? [];
  return list.length ? (
    <div data-testid="search-posts">
      {list.map((p) => (
        <PostCard key={p.id} post={p} />
      ))}
    </div>
  ) : (
    <EmptyState />
  );
}
