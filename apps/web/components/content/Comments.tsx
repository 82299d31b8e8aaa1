'use client';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, CONTENT_LIMITS, UI_TEXT, type TComment, type TReply } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Button } from '@/components/ui/Button';
import { Pager } from '@/components/ui/Pager';
import { call } from '@/lib/api';
import { formatDateTime } from '@/lib/format';

const PAGE_SIZE = 10;

function LikeButton({ c, onLiked }: { c: TReply; onLiked: (liked: boolean, count: number) => void }) {
  const { userInfo, openLogin } = useSession();
  async function like() {
    if (!userInfo) return openLogin();
    const res = await call(API_CALLS.commentLike, { params: { id: c.id } });
    if (res.code === 200) onLiked(res.data.liked, res.data.likeCount);
    else toast.warning(res.message);
  }
  return (
    <button type="button" onClick={like} className={c.liked ? 'text-primary' : 'hover:text-primary'} data-testid="comment-like">
      {c.liked ? '已赞' : '赞'} {c.likeCount}
    </button>
  );
}

/** Reports someone else's comment or reply (once); the operators' queue shows it with its context. */
function ReportButton({ c }: { c: TReply }) {
  const { userInfo, openLogin } = useSession();
  const [done, setDone] = useState(false);
  if (userInfo?.id === c.userId) return null;
  async function report() {
    if (!userInfo) return openLogin();
    const reason = window.prompt('请填写举报原因');
    if (reason === null) return;
    const res = await call(API_CALLS.commentReport, { body: { commentId: c.id, reason } });
    if (res.code === 200) {
      setDone(true);
      toast.success('举报成功，我们会尽快处理');
    } else toast.warning(res.message);
  }
  return done ? (
    <span>已举报</span>
  ) : (
    <button type="button" className="hover:text-primary" onClick={report} data-testid="comment-report">
      举报
    </button>
  );
}

function Form({
  type,
  postId,
  commentId,
  placeholder,
  onDone,
}: {
  type: 1 | 2;
  postId: number;
  commentId?: number;
  placeholder: string;
  onDone: () => void;
}) {
  const { userInfo, openLogin } = useSession();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  async function send() {
    if (!userInfo) {
      toast.info(UI_TEXT.needLogin);
      return openLogin();
    }
    if (!text.trim()) return toast.warning('评论内容不能为空');
    setBusy(true);
    const res = await call(API_CALLS.commentReply, { body: { type, postId, commentId, content: text } });
    setBusy(false);
    if (res.code === 200) {
      setText('');
      toast.success('评论成功', { duration: 1500 });
      onDone();
    } else toast.warning(res.message);
  }
  return (
    <div className="flex gap-2">
      <textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={CONTENT_LIMITS.commentMax}
        rows={2}
        placeholder={placeholder}
        aria-label={placeholder}
        className="min-w-0 flex-1 resize-none rounded border border-line p-2 text-sm focus:border-primary focus:outline-none"
      />
      <Button onClick={send} disabled={busy}>
        发表
      </Button>
    </div>
  );
}

/** Comments of a post (type 1) or an article (type 2): write, reply, like, newest first with replies under each. */
export function Comments({ type, postId }: { type: 1 | 2; postId: number }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: TComment[]; totalNumber: number } | null>(null);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  /** Bumped to read the page again after writing. */
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void call(type === 1 ? API_CALLS.commentList : API_CALLS.infoComments, { query: { postId, page, pageSize: PAGE_SIZE } }).then((res) => {
      if (live && res.code === 200) setData(res.data);
    });
    return () => {
      live = false;
    };
  }, [type, postId, page, version]);
  const load = (p: number) => (p === page ? setVersion((v) => v + 1) : setPage(p));
  const patch = (id: number, liked: boolean, likeCount: number) =>
    setData(
      (d) =>
        d && {
          ...d,
          list: d.list.map((c) =>
            c.id === id
              ? { ...c, liked, likeCount }
              : { ...c, replies: c.replies.map((r) => (r.id === id ? { ...r, liked, likeCount } : r)) },
          ),
        },
    );
  const line = (c: TReply, top: boolean) => (
    <div className="text-sm">
      <p className="text-xs text-muted">
        <span className="font-semibold text-ink">{c.nickName}</span>
        {c.replyToNickName && !top ? <span> 回复 {c.replyToNickName}</span> : null}
        <span className="ml-2">{formatDateTime(c.createdAt)}</span>
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-ink" data-testid="comment-text">
        {c.content}
      </p>
      <p className="mt-1 flex gap-4 text-xs text-muted">
        <LikeButton c={c} onLiked={(l, n) => patch(c.id, l, n)} />
        <button
          type="button"
          className="hover:text-primary"
          onClick={() => setReplyTo(replyTo === c.id ? null : c.id)}
          data-testid="comment-reply"
        >
          回复
        </button>
        <ReportButton c={c} />
      </p>
      {replyTo === c.id ? (
        <div className="mt-2">
          <Form
            type={type}
            postId={postId}
            commentId={c.id}
            placeholder={`回复 ${c.nickName}`}
            onDone={() => {
              setReplyTo(null);
              load(page);
            }}
          />
        </div>
      ) : null}
    </div>
  );
  return (
    <section className="mt-8 border-t border-line pt-4" data-testid="comments">
      <h2 className="mb-3 text-base font-semibold text-ink">评论 {data ? `(${data.totalNumber})` : ''}</h2>
      <Form type={type} postId={postId} placeholder="说点什么吧…" onDone={() => load(1)} />
      {data && data.list.length === 0 ? <p className="py-6 text-center text-sm text-muted">{UI_TEXT.empty}</p> : null}
      <ul className="mt-4 space-y-4">
        {data?.list.map((c) => (
          <li key={c.id} className="border-b border-line pb-3 last:border-0" data-testid="comment">
            {line(c, true)}
            {c.replies.length ? (
              <ul className="mt-2 space-y-2 rounded bg-page p-3">
                {c.replies.map((r) => (
                  <li key={r.id}>{line(r, false)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {data ? <Pager page={page} pages={Math.ceil(data.totalNumber / PAGE_SIZE)} onPage={setPage} /> : null}
    </section>
  );
}
