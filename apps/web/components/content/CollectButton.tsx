'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, UI_TEXT } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call } from '@/lib/api';

/** 收藏 / 已收藏 of an article (type 1) or a post (type 2). */
export function CollectButton({ id, type, collected }: { id: number; type: 1 | 2; collected: boolean }) {
  const { userInfo, openLogin } = useSession();
  const [on, setOn] = useState(collected);
  const [busy, setBusy] = useState(false);
  async function toggle() {
    if (!userInfo) {
      toast.info(UI_TEXT.needLogin);
      openLogin();
      return;
    }
    setBusy(true);
    const res = await call(API_CALLS.infoCollect, { query: { collectId: id, flag: on ? 0 : 1, type } });
    setBusy(false);
    if (res.code === 200) {
      setOn(res.data.collected);
      toast.success(res.data.collected ? '已收藏' : '已取消收藏', { duration: 1500 });
    } else toast.warning(res.message);
  }
  return (
    <button type="button" onClick={toggle} disabled={busy} data-testid="collect" className={on ? 'text-primary' : 'hover:text-primary'}>
      {on ? '★ 已收藏' : '☆ 收藏'}
    </button>
  );
}
