'use client';
/**
 * <WelcomeMessages>: the anchor's welcome messages (/tapi/user/wel/*): up to 10, one in use; the one
 * in use greets every viewer entering the room's chat.
 */
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, MESSAGES, WELCOME_MAX_COUNT, WELCOME_MAX_LENGTH, type TWelcomeItem } from '@sports/contracts';
import { call, type TApiResult } from '@/lib/api';
import { Button } from '@/components/ui/Button';
import { EmojiText } from './EmojiText';

export function WelcomeMessages() {
  const [list, setList] = useState<TWelcomeItem[] | null>(null);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: number; content: string } | null>(null);

  const reload = useCallback(async () => {
    const r = await call(API_CALLS.welcomes);
    if (r.code === MESSAGES.OK.code) setList(r.data);
    else toast.error(r.message);
  }, []);
  useEffect(() => {
    let live = true;
    void call(API_CALLS.welcomes).then((r) => {
      if (!live) return;
      if (r.code === MESSAGES.OK.code) setList(r.data);
      else toast.error(r.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const change = async (r: TApiResult<null>, done: string) => {
    if (r.code !== MESSAGES.OK.code) {
      toast.error(r.message);
      return false;
    }
    toast.success(done);
    await reload();
    return true;
  };
  const add = async () => {
    const content = text.trim();
    if (!content) return toast.error('请输入欢迎语');
    if ([...content].length > WELCOME_MAX_LENGTH) return toast.error(`欢迎语不能超过${WELCOME_MAX_LENGTH}个字`);
    if (await change(await call(API_CALLS.addWelcome, { body: { content } }), '添加成功')) setText('');
  };

  return (
    <div data-testid="welcome-messages">
      <form
        className="mb-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={`输入欢迎语，最多${WELCOME_MAX_LENGTH}个字`}
          aria-label="欢迎语"
          className="flex-1 rounded border border-line px-3 py-1.5 text-sm outline-none focus:border-primary"
        />
        <Button type="submit" size="sm" disabled={(list?.length ?? 0) >= WELCOME_MAX_COUNT}>
          添加
        </Button>
      </form>
      <p className="mb-3 text-xs text-muted">
        最多 {WELCOME_MAX_COUNT} 条；“使用中”的一条会在观众进入直播间时显示在聊天区。可使用表情代码，如 [微笑]。
      </p>
      {list && list.length === 0 && <p className="py-6 text-center text-sm text-muted">暂无数据</p>}
      <ul className="divide-y divide-line">
        {list?.map((w) => (
          <li key={w.id} className="flex items-center gap-3 py-3 text-sm">
            {editing?.id === w.id ? (
              <input
                value={editing.content}
                onChange={(e) => setEditing({ id: w.id, content: e.target.value })}
                aria-label="修改欢迎语"
                className="flex-1 rounded border border-line px-2 py-1 outline-none focus:border-primary"
              />
            ) : (
              <span className="flex-1 break-all">
                <EmojiText content={w.content} size={18} />
              </span>
            )}
            {w.inUse && <span className="rounded bg-primary-weak px-2 text-xs text-primary">使用中</span>}
            {editing?.id === w.id ? (
              <>
                <Button
                  size="sm"
                  onClick={() =>
                    void call(API_CALLS.editWelcome, { body: editing })
                      .then((r) => change(r, '修改成功'))
                      .then((ok) => ok && setEditing(null))
                  }
                >
                  保存
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                  取消
                </Button>
              </>
            ) : (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    void call(API_CALLS.useWelcome, { body: { id: w.id } }).then((r) => change(r, w.inUse ? '已停用' : '已设为使用中'))
                  }
                >
                  {w.inUse ? '停用' : '使用'}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing({ id: w.id, content: w.content })}>
                  编辑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void call(API_CALLS.deleteWelcome, { body: { id: w.id } }).then((r) => change(r, '删除成功'))}
                >
                  删除
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
