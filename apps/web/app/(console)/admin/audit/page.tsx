import type { Metadata } from 'next';
import { Audit } from '@/components/console/Audit';

export const metadata: Metadata = { title: '操作日志' };

export default function Page() {
  return <Audit />;
}
