import type { Metadata } from 'next';
import { Catalogue } from '@/components/console/Catalogue';

export const metadata: Metadata = { title: '礼物与贵族价格' };

export default function Page() {
  return <Catalogue />;
}
