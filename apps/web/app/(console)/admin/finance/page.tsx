import type { Metadata } from 'next';
import { Finance } from '@/components/console/Finance';

export const metadata: Metadata = { title: '财务对账' };

export default function Page() {
  return <Finance />;
}
