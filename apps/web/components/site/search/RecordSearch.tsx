'use client';
import { useEffect } from 'react';
import { API_ROUTES } from '@sports/contracts';
import { call } from '@/lib/api';

/** Counts this search for the hot-search list (once per word shown; the server counts a searcher once a day). */
export function RecordSearch({ word }: { word: string }) {
  useEffect(() => {
    if (word) void call(API_ROUTES.searchRecord, { body: { word } });
  }, [word]);
  return null;
}
