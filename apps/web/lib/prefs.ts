'use client';
import { useSyncExternalStore } from 'react';

/**
 * Small preferences remembered in this browser (localStorage), shared by every component that
 * reads them and by other tabs (the storage event). When the browser refuses localStorage
 * (private mode), they are kept in memory for this page.
 */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

export function readPref(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writePref(key: string, value: string): void {
  memory.set(key, value);
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode: kept in memory for this page */
  }
  listeners.forEach((l) => l());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A preference's stored value, kept current; null when unset, and while rendering on the server. */
export function usePref(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readPref(key),
    () => null,
  );
}
