import { UI_TEXT } from '@sports/contracts';

/** The honest empty state of every list: 暂无数据. */
export function EmptyState({ text = UI_TEXT.empty, className = '' }: { text?: string; className?: string }) {
  return (
    <div data-testid="empty-state" className={`flex flex-col items-center justify-center py-16 text-sm text-muted ${className}`}>
      <svg width="72" height="56" viewBox="0 0 72 56" aria-hidden className="mb-3 opacity-60">
        <rect x="8" y="14" width="56" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 26h18l4 6h12l4-6h18" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M22 6l4 6M36 2v10M50 6l-4 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {text}
    </div>
  );
}
