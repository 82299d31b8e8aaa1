import { RetrievePasswordPage } from '@/components/account/AccountPages';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/user/pwd_find');

export default function Page() {
  return <RetrievePasswordPage />;
}
