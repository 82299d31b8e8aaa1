'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useSession } from '@/app/providers';
import { Button } from '@/components/ui/Button';
import { API_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';

/** 预约 / 已预约 toggle for a match; a visitor gets the login panel. */
export function ReserveButton({ matchId, initial }: { matchId: number; initial: boolean }) {
  const { userInfo, openLogin } = useSession();
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (!userInfo) return openLogin();
    setBusy(true);
    const res = await call(API_CALLS.reserve, { body: { matchId, operateType: on ? 0 : 1 } });
    setBusy(false);
    if (res.code !== 200) return void toast.warning(res.message || '操作失败');
    setOn(res.data.isReserve === 1);
    toast.success(res.data.isReserve === 1 ? '预约成功，开播前记得来看' : '已取消预约');
  };
  return (
    <Button data-testid="reserve-button" size="sm" variant={on ? 'outline' : 'primary'} disabled={busy} onClick={toggle}>
      {on ? '已预约' : '预约'}
    </Button>
  );
}
