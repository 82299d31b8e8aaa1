'use client';
import { useEffect } from 'react';
import { API_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';

/** Counts this search for the hot-search list (once per word shown; the server counts a searcher once a day). */
export function RecordSearch({ word }: { word: string }) {
  useEffect(() => {
    if (word) void call(API_CALLS.searchRecord, { body: { word } });
  }, [word]);
  return null;
}
