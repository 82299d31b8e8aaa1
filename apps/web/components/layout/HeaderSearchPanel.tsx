'use client';
import type { THotSearchItem } from '@sports/contracts';
import { LoadState } from '@/components/ui/LoadState';

type TPanelProps = {
  history: string[];
  onClear: () => void;
  /** Hot searches by rank, null while loading. */
  hot: THotSearchItem[] | null;
  onPick: (word: string) => void;
};

/** The header search's panel under the box while it has focus: the visitor's history and the hot searches (first 5 left, the rest right). */
export function HeaderSearchPanel({ history, onClear, hot, onPick }: TPanelProps) {
  const left = hot?.slice(0, 5) ?? [];
  const right = hot?.slice(5) ?? [];
  return (
    <div
      data-testid="search-panel"
      className="absolute right-0 top-full z-50 mt-2 w-[320px] rounded-lg bg-surface p-4 text-sm shadow-xl ring-1 ring-line"
    >
      {history.length > 0 ? (
        <section className="mb-4" data-testid="search-history">
          <div className="mb-2 flex items-center justify-between">
            <h3 className="font-semibold text-ink">搜索历史</h3>
            <button type="button" className="text-xs text-muted hover:text-primary" onClick={onClear}>
              清空
            </button>
          </div>
          <ul className="flex flex-wrap gap-2">
            {history.map((w) => (
              <li key={w}>
                <button
                  type="button"
                  onClick={() => onPick(w)}
                  className="max-w-[130px] truncate rounded-full bg-page px-3 py-1 text-xs text-ink hover:bg-primary-weak hover:text-primary"
                >
                  {w}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section data-testid="search-hot">
        <h3 className="mb-2 font-semibold text-ink">热门搜索</h3>
        <LoadState items={hot}>
          {() => (
            <div className="grid grid-cols-2 gap-x-4">
              <HotColumn items={left} offset={0} testId="search-hot-left" onPick={onPick} />
              <HotColumn items={right} offset={5} testId="search-hot-right" onPick={onPick} />
            </div>
          )}
        </LoadState>
      </section>
    </div>
  );
}

function HotColumn({
  items,
  offset,
  testId,
  onPick,
}: {
  items: THotSearchItem[];
  offset: number;
  testId: string;
  onPick: (w: string) => void;
}) {
  return (
    <ol data-testid={testId} className="space-y-1">
      {items.map((item, i) => {
        const n = offset + i + 1;
        return (
          <li key={`${item.word}-${n}`}>
            <button
              type="button"
              onClick={() => onPick(item.word)}
              className="flex w-full items-center gap-2 rounded px-1 py-1 text-left text-ink hover:bg-page hover:text-primary"
            >
              <span
                className={`flex h-4 w-4 shrink-0 items-center justify-center rounded text-[10px] font-bold ${n <= 3 ? 'bg-primary text-white' : 'bg-line text-muted'}`}
              >
                {n}
              </span>
              <span className="truncate">{item.word}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
