/** Header search history in local storage (SPEC §9: at most 6, most recent first, no duplicates). */
export const SEARCH_HISTORY_KEY = 'search-history';
export const SEARCH_HISTORY_LIMIT = 6;

export function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((w): w is string => typeof w === 'string').slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts a word first, drops its older copy and anything past the limit; returns the new list. */
export function pushSearchHistory(word: string, list: string[] = readSearchHistory()): string[] {
  const next = [word, ...list.filter((w) => w !== word)].slice(0, SEARCH_HISTORY_LIMIT);
  try {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable: history is kept for this page only
  }
  return next;
}

export function clearSearchHistory(): void {
  try {
    localStorage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // nothing to clear
  }
}

/** The search page for a word: trimmed, empty means no search. */
export function searchHref(raw: string): string | null {
  const word = raw.trim();
  return word ? `/search?val=${encodeURIComponent(word)}` : null;
}
