import { API_ROUTES } from '@sports/contracts';
import { LoginGate } from '@/components/ui/NeedLogin';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { MatchAnchors } from './MatchAnchors';

/** The caller's booked matches with their anchors; visitors get the login prompt. */
export async function ReservedMatches() {
  const items = await ssrCall(API_ROUTES.reservedMatches).then((r) => dataOr(r, []));
  return (
    <LoginGate>
      <MatchAnchors items={items} emptyText="暂无预约的比赛，去赛程页预约吧" />
    </LoginGate>
  );
}
