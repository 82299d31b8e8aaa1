import type { Metadata } from 'next';
import { Dashboard } from '@/components/console/Dashboard';

export const metadata: Metadata = { title: '概览' };

export default function Page() {
  return <Dashboard />;
}
