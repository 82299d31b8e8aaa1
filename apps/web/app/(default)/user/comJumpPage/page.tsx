import { JumpPage } from '@/components/account/JumpPage';
import { safeJumpTarget } from '@/lib/account-rules';
import { PageFrame } from '@/components/ui/PageFrame';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/user/comJumpPage');

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: TProps) {
  const q = await searchParams;
  const raw = typeof q.url === 'string' ? q.url : typeof q.redirect === 'string' ? q.redirect : undefined;
  return (
    <PageFrame title="页面跳转">
      <JumpPage target={safeJumpTarget(raw)} needLogin={q.login === '1'} />
    </PageFrame>
  );
}
