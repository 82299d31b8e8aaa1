import { RoutePage } from '@/components/pages/common/RoutePage';
import { ComponentGallery } from '@/components/pages/gallery/ComponentGallery';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/components');

export default function Page() {
  return (
    <RoutePage pattern="/components">
      <ComponentGallery />
    </RoutePage>
  );
}
