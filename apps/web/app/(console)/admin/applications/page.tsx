import type { Metadata } from 'next';
import { Applications } from '@/components/console/Applications';

export const metadata: Metadata = { title: '主播申请' };

export default function Page() {
  return <Applications />;
}
