import type { Metadata } from 'next';
import { AboutPages } from '@/components/console/AboutPages';

export const metadata: Metadata = { title: '关于我们页面' };

export default function Page() {
  return <AboutPages />;
}
