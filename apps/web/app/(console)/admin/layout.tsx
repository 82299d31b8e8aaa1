import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ConsoleShell } from '@/components/console/ConsoleShell';

export const metadata: Metadata = { title: '运营管理后台', robots: { index: false, follow: false } };

/** The operators' console: its own frame, no public header or footer, not linked from the site. */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <ConsoleShell>{children}</ConsoleShell>;
}
