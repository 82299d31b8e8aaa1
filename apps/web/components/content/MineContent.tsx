'use client';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { API_CALLS, type TContentNotice, type TInfoItem, type TPage, type TPost } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { call, isOk } from '@/lib/api';
import { formatDateTime } from '@/lib/format';

export const PAGE_SIZE = 10;

/** One page of a personal list, read again when the page changes. */
export function usePaged<T>(load: (page: number) => Promise<TPage<T> | null>) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<TPage<T> | null>(null);
  useEffect(() => {
    let live = true;
    void load(page).then((d) => {
      if (live && d) setData(d);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);
  return { page, setPage, data, pages: data ? Math.ceil(data.totalNumber / PAGE_SIZE) : 0 };
}

export const postHref = (type: number, id: number) => (type === 2 ? `/news/${id}` : `/community/${id}`);

/** /v/community: my posts. */
export function MyPosts() {
  const { page, setPage, data, pages } = usePaged<TPost>(async (p) => {
    const r = await call(API_CALLS.postListMine, { query: { page: p, pageSize: PAGE_SIZE } });
    return isOk(r) ? r.data : null;
  });
  if (data && !data.list.length) return <EmptyState />;
  return (
    <>
      <ul data-testid="my-posts">
        {data?.list.map((p) => (
          <li key={p.id} className="flex justify-between gap-4 border-b border-line py-3 text-sm last:border-0">
            <Link href={`/community/${p.id}`} className="line-clamp-1 text-ink hover:text-primary">
              {p.title || p.content}
            </Link>
            <span className="flex-none text-xs text-muted">
              {p.circleName} · 赞 {p.likeCount} · 评论 {p.commentCount} · {formatDateTime(p.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}

/** /v/message: replies to and likes of what I wrote, and system messages (an operator's warning). */
export function MyNotices() {
  const { page, setPage, data, pages } = usePaged<TContentNotice>(async (p) => {
    const r = await call(API_CALLS.contentNotices, { query: { page: p, pageSize: PAGE_SIZE } });
    return isOk(r) ? r.data : null;
  });
  if (data && !data.list.length) return <EmptyState />;
  return (
    <>
      <ul data-testid="my-notices">
        {data?.list.map((n) => (
          <li key={n.id} className="border-b border-line py-3 text-sm last:border-0" data-testid="notice">
            <span className="font-semibold text-ink">{n.fromNickName}</span>
            {n.kind === 'system' ? (
              <span className="text-ink" data-testid="system-notice">
                ：{n.excerpt}
              </span>
            ) : (
              <>
                <span className="text-muted">{n.kind === 'reply' ? ' 回复了你：' : ' 赞了你的内容：'}</span>
                <Link href={postHref(n.type, n.postId)} className="text-ink hover:text-primary">
                  {n.excerpt}
                </Link>
              </>
            )}
            <span className="ml-2 text-xs text-muted">{formatDateTime(n.createdAt)}</span>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}

/** /v/collection: favourite articles (type 1) or posts (type 2). */
export function MyFavourites({ type }: { type: 1 | 2 }) {
  const { page, setPage, data, pages } = usePaged<TInfoItem | TPost>(async (p) => {
    const r = await call(API_CALLS.myCollect, { query: { type, page: p, pageSize: PAGE_SIZE } });
    return isOk(r) ? r.data : null;
  });
  if (data && !data.list.length) return <EmptyState />;
  return (
    <>
      <ul data-testid={type === 1 ? 'my-news-favourites' : 'my-post-favourites'}>
        {data?.list.map((i) => (
          <li key={i.id} className="border-b border-line py-3 text-sm last:border-0">
            <Link href={postHref(type, i.id)} className="line-clamp-1 text-ink hover:text-primary">
              {'summary' in i ? i.title : i.title || i.content}
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}
