'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, UI_TEXT, type TScoreMatch } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call } from '@/lib/api';

/** Favourite star of a row: visitors get the login panel; users toggle collect / cancel-collect. */
export function StarButton({
  match,
  onChange,
}: {
  match: Pick<TScoreMatch, 'id' | 'sport' | 'collected'>;
  onChange: (collected: boolean) => void;
}) {
  const { userInfo, openLogin } = useSession();
  const [busy, setBusy] = useState(false);
  const on = match.collected;

  async function toggle() {
    if (!userInfo) {
      toast.info(UI_TEXT.needLogin);
      openLogin();
      return;
    }
    setBusy(true);
    const res = await call(on ? API_CALLS.cancelCollect : API_CALLS.collect, {
      query: { matchId: String(match.id), type: match.sport === 'basketball' ? 2 : 1 },
    });
    setBusy(false);
    if (res.code === 200) {
      onChange(res.data.collected);
      toast.success(res.data.collected ? '已收藏' : '已取消收藏', { duration: 1500 });
    } else toast.warning(res.message);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={on}
      aria-label={on ? '取消收藏' : '收藏'}
      title={on ? '取消收藏' : '收藏'}
      data-testid="star"
      className="st-star"
    >
      {on ? '★' : '☆'}
    </button>
  );
}
