import type { Metadata } from 'next';
import { Users } from '@/components/console/Users';

export const metadata: Metadata = { title: '用户管理' };

export default function Page() {
  return <Users />;
}
