import type { ReactNode } from 'react';
import { SideMenuColumns } from '@/components/layout/SideMenuColumns';
import { RecommendMenu } from '@/components/layout/RecommendMenu';

/** Recommend layout: left menu (recommend match, recommend history) and the content column (pages bring their own card, see RoutePage inline). */
export default function RecommendLayout({ children }: { children: ReactNode }) {
  return (
    <SideMenuColumns menu={<RecommendMenu />} testId="recommend-card">
      {children}
    </SideMenuColumns>
  );
}
