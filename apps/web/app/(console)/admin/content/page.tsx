import type { Metadata } from 'next';
import { Content } from '@/components/console/Content';

export const metadata: Metadata = { title: '内容管理' };

export default function Page() {
  return <Content />;
}
