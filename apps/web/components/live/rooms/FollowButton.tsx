'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, ATTENTION_OPERATIONS, ATTENTION_TYPES } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Button } from '@/components/ui/Button';
import { call } from '@/lib/api';

/**
 * 关注 / 已关注 toggle for an anchor, or for a match when `match` is given; a visitor gets the login
 * panel. Reports the new fan count (anchors).
 */
export function FollowButton({
  anchorId = 0,
  match,
  initial,
  onChange,
  size = 'md',
}: {
  anchorId?: number;
  match?: { id: number; matchType: number };
  initial: boolean;
  onChange?: (following: boolean, fansCount: number | null) => void;
  size?: 'sm' | 'md';
}) {
  const { userInfo, openLogin } = useSession();
  const [following, setFollowing] = useState(initial);
  const [busy, setBusy] = useState(false);
  if (!match && userInfo?.id === anchorId) return null;
  const toggle = async () => {
    if (!userInfo) return openLogin();
    setBusy(true);
    const res = await call(API_CALLS.operAttention, {
      query: {
        ...(match
          ? { type: ATTENTION_TYPES.match, targetId: match.id, matchType: match.matchType }
          : { type: ATTENTION_TYPES.anchor, targetId: anchorId }),
        operateType: following ? ATTENTION_OPERATIONS.unfollow : ATTENTION_OPERATIONS.follow,
      },
    });
    setBusy(false);
    if (res.code !== 200) return void toast.warning(res.message || '操作失败');
    const on = res.data.isAttention === 1;
    setFollowing(on);
    onChange?.(on, res.data.fansCount);
    toast.success(on ? '关注成功' : '已取消关注');
  };
  return (
    <Button data-testid="follow-button" size={size} variant={following ? 'outline' : 'primary'} disabled={busy} onClick={toggle}>
      {following ? '已关注' : '+ 关注'}
    </Button>
  );
}
