import type { Metadata } from 'next';
import { routeDef } from '@sports/contracts';

/** Page metadata from the route table, so every page's title comes from one place. */
export function pageMeta(pattern: string): Metadata {
  return { title: routeDef(pattern).title };
}
