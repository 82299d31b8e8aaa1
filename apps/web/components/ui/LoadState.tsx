import type { ReactNode } from 'react';
import { UI_TEXT } from '@sports/contracts';

/** Compact loading / 暂无数据 states for lists in popovers; renders the list once it has items. */
export function LoadState<T>({ items, children }: { items: T[] | null; children: (items: T[]) => ReactNode }) {
  if (items === null) return <p className="py-3 text-center text-xs text-muted">加载中…</p>;
  if (items.length === 0) return <p className="py-3 text-center text-xs text-muted">{UI_TEXT.empty}</p>;
  return <>{children(items)}</>;
}
