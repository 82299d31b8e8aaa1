'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, CONTENT_LIMITS, type TCircle } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Button } from '@/components/ui/Button';
import { NeedLogin } from '@/components/ui/NeedLogin';
import { call } from '@/lib/api';

const readAsDataUrl = (f: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(f);
  });

/** Write a post: circle, optional title, text and up to 9 pictures (uploaded as they are picked). */
export function PostComposer({ circles, circleId }: { circles: TCircle[]; circleId?: number }) {
  const { userInfo } = useSession();
  const router = useRouter();
  const [circle, setCircle] = useState<number>(circleId ?? circles[0]?.id ?? 0);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (!userInfo) return <NeedLogin className="py-6" />;

  async function pick(files: FileList | null) {
    if (!files?.length) return;
    const room = CONTENT_LIMITS.postImagesMax - images.length;
    if (files.length > room) toast.warning(`最多上传${CONTENT_LIMITS.postImagesMax}张图片`);
    setBusy(true);
    const data = await Promise.all([...files].slice(0, room).map(readAsDataUrl));
    const res = await call(API_CALLS.postPic, { body: { files: data } });
    setBusy(false);
    if (res.code === 200) setImages((i) => [...i, ...res.data].slice(0, CONTENT_LIMITS.postImagesMax));
    else toast.warning(res.message);
  }
  async function submit() {
    if (!content.trim()) return toast.warning('帖子内容不能为空');
    setBusy(true);
    const res = await call(API_CALLS.postSave, { body: { circleId: circle, title, content, images } });
    setBusy(false);
    if (res.code === 200) {
      toast.success('发布成功', { duration: 1500 });
      setTitle('');
      setContent('');
      setImages([]);
      router.refresh();
    } else toast.warning(res.message);
  }
  return (
    <form
      className="space-y-3 rounded-lg border border-line p-4"
      data-testid="post-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="flex gap-2">
        <select
          value={circle}
          onChange={(e) => setCircle(Number(e.target.value))}
          aria-label="选择圈子"
          className="rounded border border-line px-2 text-sm"
        >
          {circles.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={CONTENT_LIMITS.postTitleMax}
          placeholder="标题（选填）"
          aria-label="标题"
          className="min-w-0 flex-1 rounded border border-line px-2 py-1 text-sm"
        />
      </div>
      <textarea
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={CONTENT_LIMITS.postContentMax}
        rows={4}
        placeholder="分享你的看球心得…"
        aria-label="帖子内容"
        className="w-full resize-none rounded border border-line p-2 text-sm"
      />
      {images.length ? (
        <div className="flex flex-wrap gap-2" data-testid="composer-images">
          {images.map((src) => (
            <span key={src} className="relative">
              {}
              <img src={src} alt="" className="h-16 w-16 rounded object-cover" />
              <button
                type="button"
                aria-label="移除图片"
                onClick={() => setImages((i) => i.filter((x) => x !== src))}
                className="absolute -right-1 -top-1 h-4 w-4 rounded-full bg-ink text-[10px] leading-4 text-white"
              >
                ×
              </button>
            </span>
          ))}
        </div>
      ) : null}
      <div className="flex items-center justify-between text-xs text-muted">
        <label className="cursor-pointer hover:text-primary">
          添加图片（{images.length}/{CONTENT_LIMITS.postImagesMax}）
          <input type="file" accept="image/*" multiple hidden onChange={(e) => void pick(e.target.files)} data-testid="post-images-input" />
        </label>
        <span>
          {content.length}/{CONTENT_LIMITS.postContentMax}
        </span>
        <Button type="submit" disabled={busy}>
          发布
        </Button>
      </div>
    </form>
  );
}
