import type { Metadata } from 'next';
import { API_ROUTES, MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { GradeCard } from '@/components/account/GradeCard';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoginGate } from '@/components/ui/NeedLogin';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';

export const metadata: Metadata = { title: MINE_SECTIONS.grade };

/** /v/grade: my level, experience, the next level and the privileges (GET /tapi/user/grade). */
export default async function Page() {
  const grade = await ssrCall(API_ROUTES.userGrade).then((r) => dataOr(r, null));
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.grade}>
      <LoginGate>{grade ? <GradeCard grade={grade} /> : <EmptyState />}</LoginGate>
    </RoutePage>
  );
}
