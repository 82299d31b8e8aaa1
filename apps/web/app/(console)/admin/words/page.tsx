import type { Metadata } from 'next';
import { BannedWords } from '@/components/console/BannedWords';

export const metadata: Metadata = { title: '违禁词与喇叭' };

export default function Page() {
  return <BannedWords />;
}
