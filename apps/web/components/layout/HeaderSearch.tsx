'use client';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { API_CALLS, type THotSearchItem } from '@sports/contracts';
import { call, isOk } from '@/lib/api';
import { clearSearchHistory, pushSearchHistory, readSearchHistory, searchHref } from '@/lib/search-history';

/** The panel shows on focus: its code loads then, not with every page (decision 0048). */
const HeaderSearchPanel = dynamic(() => import('./HeaderSearchPanel').then((m) => m.HeaderSearchPanel), { ssr: false });

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
        <HeaderSearchPanel
          history={history}
          onClear={() => {
            clearSearchHistory();
            setHistory([]);
          }}
          hot={hot}
          onPick={search}
        />
      ) : null}
    </div>
  );
}
