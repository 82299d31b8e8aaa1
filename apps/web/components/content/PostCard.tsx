import Link from '@/components/ui/Link';
import type { TPost } from '@sports/contracts';
import { formatDateTime } from '@/lib/format';
import { PostActions } from './PostActions';

/** A post in a list or on its page; user text is rendered as text (React escapes it). */
export function PostCard({ post, full = false }: { post: TPost; full?: boolean }) {
  return (
    <article className="border-b border-line py-4 last:border-0" data-testid="post">
      <header className="flex items-center gap-2 text-xs text-muted">
        {post.portrait ? (
          <img src={post.portrait} alt="" className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span className="h-8 w-8 rounded-full bg-page" />
        )}
        <Link href={`/community/anchor-dynamic/${post.userId}`} className="font-semibold text-ink hover:text-primary">
          {post.nickName}
        </Link>
        {post.isAnchor ? <span className="rounded bg-primary px-1 text-[10px] text-white">主播</span> : null}
        <span>{formatDateTime(post.createdAt)}</span>
        <Link href={`/community/circle-detail/${post.circleId}`} className="ml-auto text-primary">
          #{post.circleName}
        </Link>
      </header>
      {post.title ? (
        full ? (
          <h1 className="mt-3 text-xl font-semibold text-ink">{post.title}</h1>
        ) : (
          <Link href={`/community/${post.id}`} className="mt-2 block text-base font-semibold text-ink hover:text-primary">
            {post.title}
          </Link>
        )
      ) : null}
      <p
        className={`mt-2 whitespace-pre-wrap break-words text-sm leading-6 text-ink ${full ? '' : 'line-clamp-4'}`}
        data-testid="post-content"
      >
        {full ? (
          post.content
        ) : (
          <Link href={`/community/${post.id}`} className="hover:text-primary">
            {post.content}
          </Link>
        )}
      </p>
      {post.images.length ? (
        <div className={`mt-3 grid gap-2 ${full ? 'grid-cols-2 md:grid-cols-3' : 'max-w-md grid-cols-3'}`}>
          {post.images.map((src) => (
            <img key={src} src={src} alt="" loading="lazy" className="aspect-square w-full rounded object-cover" data-testid="post-image" />
          ))}
        </div>
      ) : null}
      <PostActions post={post} full={full} />
    </article>
  );
}
