import type { Metadata } from 'next';
import { Circles } from '@/components/console/Circles';

export const metadata: Metadata = { title: '社区圈子' };

export default function Page() {
  return <Circles />;
}
