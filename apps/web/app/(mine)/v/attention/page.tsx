import type { Metadata } from 'next';
import { MINE_SECTIONS, type TMatchWithAnchors, type TScoreMatch } from '@sports/contracts';
import { RoutePage } from '@/components/pages/common/RoutePage';
import { MatchAnchors } from '@/components/pages/live/rooms/MatchAnchors';
import { LoginGate } from '@/components/ui/NeedLogin';
import { ssrData } from '@/lib/api.server';

export const metadata: Metadata = { title: MINE_SECTIONS.attention };

/** /v/attention: the matches I follow (GET /api/attention/getAttentionMatchByUser). */
export default async function Page() {
  const matches = await ssrData<TScoreMatch[]>('/api/attention/getAttentionMatchByUser', []);
  const items: TMatchWithAnchors[] = matches.map((match) => ({ match, anchors: [], isReserve: 0 }));
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.attention}>
      <LoginGate>
        <MatchAnchors items={items} emptyText="暂无关注的比赛" followed />
      </LoginGate>
    </RoutePage>
  );
}
