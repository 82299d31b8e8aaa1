'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS as R } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call } from '@/lib/api';

/**
 * Adds a competition to (or takes it out of) the signed-in user's own hot leagues; the hot group
 * of the league list then shows their list (decision 0024-hot-leagues). Visitors are asked to log in.
 */
export function HotToggle({ sport, leagueId, hotIds }: { sport: 'football' | 'basketball'; leagueId: number; hotIds: number[] }) {
  const { userInfo, openLogin } = useSession();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const on = hotIds.includes(leagueId);
  async function toggle() {
    if (!userInfo) return openLogin();
    setBusy(true);
    const leagueIds = on ? hotIds.filter((id) => id !== leagueId) : [...hotIds, leagueId];
    const res = await call(R.hotLeagueUpdate, { body: { sport, leagueIds } });
    setBusy(false);
    if (res.code !== 200) return void toast.error(res.message);
    toast.success(on ? '已移出我的热门' : '已加入我的热门');
    router.refresh();
  }
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={on}
      className={`rounded-full border px-2 py-0.5 text-xs ${on ? 'border-primary bg-primary text-white' : 'border-line text-muted hover:text-primary'}`}
    >
      {on ? '★ 热门' : '☆ 设为热门'}
    </button>
  );
}
