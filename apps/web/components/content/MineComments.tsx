'use client';
import Link from '@/components/ui/Link';
import { API_CALLS, type TContentNotice, type THorn, type TMyComment } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { call, isOk } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { PAGE_SIZE, postHref, usePaged } from './MineContent';

const row = 'border-b border-line py-3 text-sm last:border-0';

/** /v/new: the comments and replies I wrote, with what they are on. */
export function MyComments() {
  const { page, setPage, data, pages } = usePaged<TMyComment>(async (p) => {
    const r = await call(API_CALLS.myComments, { query: { page: p, pageSize: PAGE_SIZE } });
    return isOk(r) ? r.data : null;
  });
  if (data && !data.list.length) return <EmptyState text="还没有发表过评论" />;
  return (
    <>
      <ul data-testid="my-comments">
        {data?.list.map((c) => (
          <li key={c.id} className={row} data-testid="my-comment">
            <p className="text-ink">
              {c.replyToNickName ? <span className="text-muted">回复 {c.replyToNickName}：</span> : null}
              {c.content}
            </p>
            <p className="mt-1 flex justify-between gap-4 text-xs text-muted">
              {c.targetShown ? (
                <Link href={postHref(c.type, c.postId)} className="line-clamp-1 hover:text-primary">
                  {c.type === 2 ? '资讯' : '帖子'}：{c.targetTitle}
                </Link>
              ) : (
                <span>原内容已删除或被隐藏</span>
              )}
              <span className="flex-none">
                赞 {c.likeCount} · {formatDateTime(c.createdAt)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}

/** /v/list: replies others wrote to my posts and comments. */
export function RepliesToMe() {
  const { page, setPage, data, pages } = usePaged<TContentNotice>(async (p) => {
    const r = await call(API_CALLS.contentNotices, { query: { page: p, pageSize: PAGE_SIZE, kind: 'reply' } });
    return isOk(r) ? r.data : null;
  });
  if (data && !data.list.length) return <EmptyState text="还没有人回复你" />;
  return (
    <>
      <ul data-testid="replies-to-me">
        {data?.list.map((n) => (
          <li key={n.id} className={row}>
            <span className="font-semibold text-ink">{n.fromNickName}</span>
            <span className="text-muted"> 回复了你：</span>
            <Link href={postHref(n.type, n.postId)} className="text-ink hover:text-primary">
              {n.excerpt}
            </Link>
            <span className="ml-2 text-xs text-muted">{formatDateTime(n.createdAt)}</span>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}

/** /v/information: the horn messages sent to every room, newest first. */
export function HornMessages() {
  const { page, setPage, data, pages } = usePaged<THorn>(async (p) => {
    const r = await call(API_CALLS.hornList, { query: { page: p, pageSize: PAGE_SIZE } });
    return isOk(r) ? r.data : null;
  });
  if (data && !data.list.length) return <EmptyState text="暂无喇叭消息" />;
  return (
    <>
      <ul data-testid="horn-messages">
        {data?.list.map((h) => (
          <li key={h.id} className={row}>
            <span className="font-semibold text-primary">{h.nickName}</span>
            <span className="text-ink">：{h.content}</span>
            <span className="ml-2 text-xs text-muted">{formatDateTime(h.createdAt)}</span>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}
