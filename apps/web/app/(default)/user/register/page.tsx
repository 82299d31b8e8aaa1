import { RegisterPage } from '@/components/account/AccountPages';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/user/register');

export default function Page() {
  return <RegisterPage />;
}
