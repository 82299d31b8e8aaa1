import { RoutePage } from '@/components/layout/RoutePage';
import { ComponentGallery } from '@/components/site/gallery/ComponentGallery';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/components');

export default function Page() {
  return (
    <RoutePage pattern="/components">
      <ComponentGallery />
    </RoutePage>
  );
}
