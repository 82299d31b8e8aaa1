import type { TMatchWithAnchors } from '@sports/contracts';
import { LoginGate } from '@/components/ui/NeedLogin';
import { ssrData } from '@/lib/api.server';
import { MatchAnchors } from './MatchAnchors';

/** The caller's booked matches with their anchors; visitors get the login prompt. */
export async function ReservedMatches() {
  const items = await ssrData<TMatchWithAnchors[]>('/api/match/reserveMatchByUser', []);
  return (
    <LoginGate>
      <MatchAnchors items={items} emptyText="暂无预约的比赛，去赛程页预约吧" />
    </LoginGate>
  );
}
