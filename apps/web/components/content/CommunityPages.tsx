import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { API_ROUTES, MESSAGES, type TCircle, type TPage, type TPost } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { Comments } from './Comments';
import { PostCard } from './PostCard';
import { PostComposer } from './PostComposer';
import { PosterPanel } from './PosterPanel';

const PAGE_SIZE = 20;
const EMPTY: TPage<TPost> = { list: [], totalNumber: 0, page: 1, pageSize: PAGE_SIZE };
const HIDDEN_FROM_VIEWER: number[] = [MESSAGES.POST_SHIELDED.code, MESSAGES.POST_AUTHOR_SHIELDED.code, MESSAGES.POST_REPORTED.code];

function CircleList({ circles, active }: { circles: TCircle[]; active?: number }) {
  return (
    <section className="rounded-lg bg-surface p-4 shadow-sm" data-testid="circles">
      <h2 className="mb-2 text-sm font-semibold text-ink">圈子</h2>
      <ul className="space-y-1 text-sm">
        <li>
          <Link href="/community" className={active === undefined ? 'font-semibold text-primary' : 'text-ink hover:text-primary'}>
            全部帖子
          </Link>
        </li>
        {circles.map((c) => (
          <li key={c.id} className="flex justify-between">
            <Link
              href={`/community/circle-detail/${c.id}`}
              className={active === c.id ? 'font-semibold text-primary' : 'text-ink hover:text-primary'}
            >
              {c.name}
            </Link>
            <span className="text-xs text-muted">{c.postCount} 帖</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PostList({ page, base }: { page: TPage<TPost>; base: string }) {
  const pages = Math.max(1, Math.ceil(page.totalNumber / page.pageSize));
  return (
    <>
      {page.list.length ? page.list.map((p) => <PostCard key={p.id} post={p} />) : <EmptyState />}
      {pages > 1 ? (
        <nav className="mt-6 flex justify-center gap-3 text-sm" aria-label="分页">
          {page.page > 1 ? <Link href={`${base}?page=${page.page - 1}`}>上一页</Link> : null}
          <span className="text-muted">
            第 {page.page} / {pages} 页
          </span>
          {page.page < pages ? <Link href={`${base}?page=${page.page + 1}`}>下一页</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

function Layout({ circles, active, children }: { circles: TCircle[]; active?: number; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-[1200px] gap-4 px-4 py-4 lg:grid-cols-[240px_1fr]">
      <aside>
        <CircleList circles={circles} active={active} />
        <PosterPanel placeCode="shequ001" />
      </aside>
      <div className="min-w-0 rounded-lg bg-surface p-5 shadow-sm">{children}</div>
    </div>
  );
}

/** /community: write a post, then every circle's posts newest first. */
export async function CommunityIndex({ page }: { page: number }) {
  const [circles, posts] = await Promise.all([
    ssrCall(API_ROUTES.circles),
    ssrCall(API_ROUTES.postListGeneral, { body: { page, pageSize: PAGE_SIZE } }),
  ]);
  const list = dataOr(circles, []);
  return (
    <Layout circles={list}>
      <h1 className="mb-3 text-base font-semibold text-ink">社区</h1>
      <PostComposer circles={list} />
      <div className="mt-4">
        <PostList page={dataOr(posts, EMPTY)} base="/community" />
      </div>
    </Layout>
  );
}

/** /community/circle-detail/{id}: one circle's posts, with the composer set to it. */
export async function CircleDetail({ id, page }: { id: number | null; page: number }) {
  const circles = dataOr(await ssrCall(API_ROUTES.circles), []);
  const circle = id === null ? circles[0] : circles.find((c) => c.id === id);
  if (!circle) notFound();
  const posts = await ssrCall(API_ROUTES.postListGeneral, { body: { circleId: circle.id, page, pageSize: PAGE_SIZE } });
  return (
    <Layout circles={circles} active={circle.id}>
      <header className="mb-4 flex items-center gap-3" data-testid="circle-header">
        {}
        {circle.icon ? <img src={circle.icon} alt="" className="h-12 w-12 rounded" /> : null}
        <div>
          <h1 className="text-lg font-semibold text-ink">{circle.name}</h1>
          <p className="text-xs text-muted">
            {circle.description} · {circle.postCount} 帖
          </p>
        </div>
      </header>
      <PostComposer circles={circles} circleId={circle.id} />
      <div className="mt-4">
        <PostList page={dataOr(posts, EMPTY)} base={`/community/circle-detail/${circle.id}`} />
      </div>
    </Layout>
  );
}

/** /community/{id}: a post with its comments. */
export async function PostDetail({ id }: { id: number }) {
  const [circles, res] = await Promise.all([ssrCall(API_ROUTES.circles), ssrCall(API_ROUTES.postDetail, { params: { id } })]);
  if (res.code === 404 || res.code === 16002) notFound();
  // A post the viewer shielded or reported: say so rather than show it or a bare 404.
  if (HIDDEN_FROM_VIEWER.includes(res.code))
    return (
      <Layout circles={dataOr(circles, [])}>
        <EmptyState text={res.message} />
      </Layout>
    );
  const post = dataOr(res, null);
  if (!post) notFound();
  return (
    <Layout circles={dataOr(circles, [])} active={post.circleId}>
      <PostCard post={post} full />
      <Comments type={1} postId={post.id} />
    </Layout>
  );
}

/** /community/anchor-dynamic/{id}: one user's (anchor's) posts. */
export async function AnchorDynamic({ id, page }: { id: number | null; page: number }) {
  const circles = dataOr(await ssrCall(API_ROUTES.circles), []);
  if (id === null) return CommunityIndex({ page });
  const posts = dataOr(await ssrCall(API_ROUTES.postListAnchor, { body: { anchorId: id, page, pageSize: PAGE_SIZE } }), EMPTY);
  return (
    <Layout circles={circles}>
      <h1 className="mb-3 text-base font-semibold text-ink">{posts.list[0] ? `${posts.list[0].nickName}的动态` : '主播动态'}</h1>
      <PostList page={posts} base={`/community/anchor-dynamic/${id}`} />
    </Layout>
  );
}
