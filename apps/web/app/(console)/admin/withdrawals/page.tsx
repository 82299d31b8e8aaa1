import type { Metadata } from 'next';
import { Withdrawals } from '@/components/console/Withdrawals';

export const metadata: Metadata = { title: '提现审核' };

export default function Page() {
  return <Withdrawals />;
}
