import type { ReactNode } from 'react';

/**
 * /v/anchor-barrage: no header, footer or floating bar, full viewport height. Anchors capture this
 * page as a browser source in their streaming software, so anything floating would be broadcast.
 */
export default function BareLayout({ children }: { children: ReactNode }) {
  return <main className="h-screen min-h-screen w-full overflow-hidden">{children}</main>;
}
