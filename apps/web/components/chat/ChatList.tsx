import type { ReactNode, RefObject } from 'react';

type TListProps = {
  listRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  unseen: number;
  toBottom: () => void;
  barrage: boolean;
  hasMore: boolean;
  empty: boolean;
  loadOlder: () => void;
  children: ReactNode;
};

/** The scrolling list of lines, with 查看更多 above and the new-messages button below. */
export function ChatList({ listRef, onScroll, unseen, toBottom, barrage, hasMore, empty, loadOlder, children }: TListProps) {
  return (
    <div className="relative min-h-0 flex-1">
      <div ref={listRef} onScroll={onScroll} data-testid="chat-list" className="absolute inset-0 overflow-y-auto px-3 py-2">
        {hasMore && !barrage && (
          <button type="button" onClick={loadOlder} className="mb-2 w-full text-center text-xs text-muted hover:text-primary">
            查看更多
          </button>
        )}
        {!barrage && empty && <p className="py-6 text-center text-xs text-muted">还没有人发言，快来抢沙发吧</p>}
        <ul className={`space-y-1.5 ${barrage ? 'text-xl leading-relaxed [text-shadow:0_1px_2px_#000,0_0_4px_#000]' : 'text-sm'}`}>
          {children}
        </ul>
      </div>
      {unseen > 0 && (
        <button
          type="button"
          onClick={toBottom}
          className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs text-white shadow"
        >
          {unseen} 条新消息
        </button>
      )}
    </div>
  );
}
