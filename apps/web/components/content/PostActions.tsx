'use client';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, UI_TEXT, type TPost } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call } from '@/lib/api';

/** Like, comment count, shield, report and (own posts) delete under a post. */
export function PostActions({ post, full }: { post: TPost; full: boolean }) {
  const { userInfo, openLogin } = useSession();
  const router = useRouter();
  const [liked, setLiked] = useState(post.liked);
  const [likes, setLikes] = useState(post.likeCount);
  const [gone, setGone] = useState(false);
  const needUser = () => {
    if (userInfo) return true;
    toast.info(UI_TEXT.needLogin);
    openLogin();
    return false;
  };
  async function like() {
    if (!needUser()) return;
    const res = await call(API_CALLS.postLike, { params: { id: post.id } });
    if (res.code === 200) {
      setLiked(res.data.liked);
      setLikes(res.data.likeCount);
    } else toast.warning(res.message);
  }
  const leave = (msg: string) => {
    toast.success(msg, { duration: 1500 });
    setGone(true);
    if (full) router.push('/community');
    else router.refresh();
  };
  async function shield(by: 'post' | 'author') {
    if (!needUser()) return;
    const res = await call(API_CALLS.postShield, { body: by === 'post' ? { postId: post.id } : { authorId: post.userId } });
    if (res.code === 200) leave('已屏蔽');
    else toast.warning(res.message);
  }
  async function report() {
    if (!needUser()) return;
    const reason = window.prompt('请填写举报原因');
    if (reason === null) return;
    const res = await call(API_CALLS.postReport, { body: { postId: post.id, reason } });
    if (res.code === 200) leave('举报成功，我们会尽快处理');
    else toast.warning(res.message);
  }
  async function remove() {
    if (!window.confirm('确定删除这条帖子吗？')) return;
    const res = await call(API_CALLS.postDelete, { query: { postId: post.id } });
    if (res.code === 200) leave('已删除');
    else toast.warning(res.message);
  }
  if (gone && !full) return <p className="mt-2 text-xs text-muted">该帖子已不再显示</p>;
  return (
    <footer className="mt-3 flex flex-wrap gap-4 text-xs text-muted">
      <button type="button" onClick={like} className={liked ? 'text-primary' : 'hover:text-primary'} data-testid="post-like">
        {liked ? '已赞' : '点赞'} {likes}
      </button>
      <Link href={`/community/${post.id}`} className="hover:text-primary">
        评论 {post.commentCount}
      </Link>
      {post.mine ? (
        <button type="button" onClick={remove} className="hover:text-primary" data-testid="post-delete">
          删除
        </button>
      ) : (
        <>
          <button type="button" onClick={() => shield('post')} className="hover:text-primary">
            屏蔽帖子
          </button>
          <button type="button" onClick={() => shield('author')} className="hover:text-primary">
            屏蔽作者
          </button>
          <button type="button" onClick={report} className="hover:text-primary" data-testid="post-report">
            举报
          </button>
        </>
      )}
    </footer>
  );
}
