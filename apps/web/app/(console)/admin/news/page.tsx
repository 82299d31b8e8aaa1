import type { Metadata } from 'next';
import { News } from '@/components/console/News';

export const metadata: Metadata = { title: '头条文章' };

export default function Page() {
  return <News />;
}
