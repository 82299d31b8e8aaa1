import type { Metadata } from 'next';
import { ExpertApplications } from '@/components/console/ExpertApplications';

export const metadata: Metadata = { title: '专家申请' };

export default function Page() {
  return <ExpertApplications />;
}
