import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { FeedbackForm } from '@/components/content/FeedbackForm';
import { MyNotices } from '@/components/content/MineContent';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS.message };

/** /v/message: system messages, replies to and likes of my posts and comments, and the feedback form. */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.message}>
      <LoginGate>
        <MyNotices />
        <FeedbackForm />
      </LoginGate>
    </RoutePage>
  );
}
