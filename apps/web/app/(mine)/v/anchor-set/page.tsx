import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { StreamPanel } from '@/components/pages/live/anchor/StreamPanel';
import { RoutePage } from '@/components/pages/common/RoutePage';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS['anchor-set'] };

/** /v/anchor-set (直播设置): the room's streaming (push address, key, start and end). */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['anchor-set']}>
      <LoginGate>
        <StreamPanel />
      </LoginGate>
    </RoutePage>
  );
}
