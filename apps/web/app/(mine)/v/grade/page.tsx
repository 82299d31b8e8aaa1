import type { Metadata } from 'next';
import { ACCOUNT_APP_ROUTES, MINE_SECTIONS, routeUrl, type TGrade } from '@sports/contracts';
import { RoutePage } from '@/components/pages/common/RoutePage';
import { GradeCard } from '@/components/pages/mine/GradeCard';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoginGate } from '@/components/ui/NeedLogin';
import { ssrData } from '@/lib/api.server';

export const metadata: Metadata = { title: MINE_SECTIONS.grade };

/** /v/grade: my level, experience, the next level and the privileges (GET /tapi/user/grade). */
export default async function Page() {
  const grade = await ssrData<TGrade | null>(routeUrl(ACCOUNT_APP_ROUTES.userGrade), null);
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.grade}>
      <LoginGate>{grade ? <GradeCard grade={grade} /> : <EmptyState />}</LoginGate>
    </RoutePage>
  );
}
