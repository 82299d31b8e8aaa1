'use client';
import { LoadState } from '@/components/ui/LoadState';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { API_CALLS, type THotSearchItem } from '@sports/contracts';
import { call, isOk } from '@/lib/api';
import { clearSearchHistory, pushSearchHistory, readSearchHistory, searchHref } from '@/lib/search-history';

/**
 * Header search: trims, opens /search?val=… in a new tab, remembers the last 6 words and shows
 * hot searches (first 5 in the left column, the rest in the right) while the box has focus.
 */
export function HeaderSearch() {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  const [hot, setHot] = useState<THotSearchItem[] | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || hot !== null) return;
    let alive = true;
    void call(API_CALLS.hotSearch).then((res) => {
      if (alive) setHot(isOk(res) ? [...res.data.list].sort((a, b) => a.rank - b.rank) : []);
    });
    return () => {
      alive = false;
    };
  }, [open, hot]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (boxRef.current && !boxRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const search = (raw: string) => {
    const href = searchHref(raw);
    if (!href) return;
    setHistory(pushSearchHistory(raw.trim()));
    window.open(href, '_blank');
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search(value);
  };

  const left = hot?.slice(0, 5) ?? [];
  const right = hot?.slice(5) ?? [];

  return (
    <div ref={boxRef} className="relative" data-testid="header-search">
      <form
        role="search"
        onSubmit={onSubmit}
        className="flex h-9 w-[196px] items-center rounded-full bg-white/10 pl-4 pr-1 ring-1 ring-white/10 focus-within:bg-white/15 focus-within:ring-primary"
      >
        <input
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onFocus={() => {
            setHistory(readSearchHistory());
            setOpen(true);
          }}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          placeholder="搜索主播、赛事"
          aria-label="搜索"
          maxLength={50}
          className="min-w-0 flex-1 bg-transparent text-sm text-header-text outline-none placeholder:text-header-text/50"
        />
        <button
          type="submit"
          aria-label="搜索"
          className="flex h-7 w-7 items-center justify-center rounded-full text-header-text hover:bg-primary hover:text-white"
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden>
            <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M11 11l3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      {open ? (
        <div
          data-testid="search-panel"
          className="absolute right-0 top-full z-50 mt-2 w-[320px] rounded-lg bg-surface p-4 text-sm shadow-xl ring-1 ring-line"
        >
          {history.length > 0 ? (
            <section className="mb-4" data-testid="search-history">
              <div className="mb-2 flex items-center justify-between">
                <h3 className="font-semibold text-ink">搜索历史</h3>
                <button
                  type="button"
                  className="text-xs text-muted hover:text-primary"
                  onClick={() => {
                    clearSearchHistory();
                    setHistory([]);
                  }}
                >
                  清空
                </button>
              </div>
              <ul className="flex flex-wrap gap-2">
                {history.map((w) => (
                  <li key={w}>
                    <button
                      type="button"
                      onClick={() => search(w)}
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
                  <HotColumn items={left} offset={0} testId="search-hot-left" onPick={search} />
                  <HotColumn items={right} offset={5} testId="search-hot-right" onPick={search} />
                </div>
              )}
            </LoadState>
          </section>
        </div>
      ) : null}
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
