import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { isMineSection, MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { loadViewer } from '@/lib/session.server';

type TProps = { params: Promise<{ section: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { section } = await params;
  return isMineSection(section) ? { title: MINE_SECTIONS[section] } : {};
}

/** A section of the personal area; unknown sections are the 404 page, and anchors never see /v/apply. */
export default async function Page({ params }: TProps) {
  const { section } = await params;
  if (!isMineSection(section)) notFound();
  if (section === 'apply') {
    const userInfo = await loadViewer();
    if (userInfo && userInfo.isAnchor !== 0) redirect('/v/anchor-set');
  }
  return <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS[section]} />;
}
