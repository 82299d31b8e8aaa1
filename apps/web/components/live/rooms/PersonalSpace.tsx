import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { API_ROUTES, LIVE_PAGE_SIZES } from '@sports/contracts';
import { PostCard } from '@/components/content/PostCard';
import { Avatar } from '@/components/layout/Avatar';
import { EmptyState } from '@/components/ui/EmptyState';
import { TabNav } from '@/components/ui/TabNav';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { AnchorList } from './AnchorCard';
import { FollowButton } from './FollowButton';
import { formatCount } from '@/lib/format';
import { Pager, RoomCard } from './RoomCard';

/** Tabs of a personal space by headerNavIndex: 0 关注, 1 粉丝, 2 直播间 (anchors open on 2), 3 动态 (their posts). */
const TABS = ['关注', '粉丝', '直播间', '动态'] as const;

/** /personal/{id}: a user's space — header with fans and follows, then their follows, fans or room. */
export async function PersonalSpace({ userId, tab, page }: { userId: number; tab: number | null; page: number }) {
  const res = await ssrCall(API_ROUTES.personalSpace, { query: { id: userId } });
  if (res.code !== 200) notFound();
  const u = res.data;
  const index = tab !== null && tab >= 0 && tab <= 3 && (tab !== 2 || u.isAnchor) ? tab : u.isAnchor ? 2 : 0;
  const list =
    index < 2
      ? await ssrCall(API_ROUTES.spaceAttention, { query: { userId, type: index + 1, page, pageSize: LIVE_PAGE_SIZES.attention } }).then(
          (r) => dataOr(r, { list: [], totalNumber: 0, page, pageSize: LIVE_PAGE_SIZES.attention }),
        )
      : null;
  const posts =
    index === 3
      ? dataOr(await ssrCall(API_ROUTES.postListAnchor, { body: { anchorId: userId, page, pageSize: LIVE_PAGE_SIZES.attention } }), null)
      : null;
  const tabs = TABS.map((label, i) => ({ label, href: `/personal/${userId}?headerNavIndex=${i}`, active: i === index })).filter(
    (_, i) => i !== 2 || u.isAnchor,
  );
  return (
    <div className="mx-auto max-w-[1200px] space-y-4 px-4 py-6">
      <header
        data-testid="personal-header"
        className="flex items-center gap-5 rounded-lg bg-gradient-to-r from-primary to-primary-strong px-8 py-6 text-white shadow-sm"
      >
        <Avatar src={u.portrait} size={80} className="ring-4 ring-white/40" />
        <div className="min-w-0 flex-1">
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            {u.nickName}
            {u.isAnchor ? <span className="rounded bg-white/20 px-2 py-0.5 text-xs">主播</span> : null}
            {u.level ? <span className="rounded bg-white/20 px-2 py-0.5 text-xs">Lv.{u.level}</span> : null}
          </h1>
          <p className="mt-1 truncate text-sm text-white/80">{u.description || '这个人很懒，什么都没写'}</p>
          <p className="mt-2 flex gap-6 text-sm">
            <span>
              粉丝 <b data-testid="personal-fans">{formatCount(u.fansCount)}</b>
            </span>
            <span>
              关注 <b>{formatCount(u.followCount)}</b>
            </span>
          </p>
        </div>
        {u.isAnchor ? <FollowButton anchorId={u.id} initial={u.isAttention === 1} /> : null}
      </header>
      <section className="rounded-lg bg-surface p-5 shadow-sm">
        <TabNav items={tabs} className="mb-4" />
        {index === 3 ? (
          posts && posts.list.length ? (
            <div data-testid="personal-posts">
              {posts.list.map((p) => (
                <PostCard key={p.id} post={p} />
              ))}
              <Pager
                page={posts.page}
                pageSize={posts.pageSize}
                total={posts.totalNumber}
                href={(p) => `/personal/${userId}?headerNavIndex=3&page=${p}`}
              />
            </div>
          ) : (
            <EmptyState text="还没有发布动态" />
          )
        ) : index === 2 ? (
          u.room ? (
            <div className="max-w-sm">
              <RoomCard room={u.room} />
              <Link href={`/live/${u.room.roomId}`} className="mt-3 inline-block text-sm text-primary">
                进入直播间 →
              </Link>
            </div>
          ) : (
            <EmptyState text="主播还没有开通直播间" />
          )
        ) : list && list.list.length ? (
          <>
            <AnchorList anchors={list.list} followable={index === 0} />
            <Pager
              page={list.page}
              pageSize={list.pageSize}
              total={list.totalNumber}
              href={(p) => `/personal/${userId}?headerNavIndex=${index}&page=${p}`}
            />
          </>
        ) : (
          <EmptyState />
        )}
      </section>
    </div>
  );
}
