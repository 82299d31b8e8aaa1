import { notFound } from 'next/navigation';
import { parseRouteId } from '@sports/contracts';

/**
 * Route validation: an optional id ([[...id]]) is absent or one numeric segment; anything else is the 404 page.
 */
export function optionalId(segments: string[] | undefined): number | null {
  if (!segments || segments.length === 0) return null;
  if (segments.length > 1) notFound();
  const id = parseRouteId(segments[0]);
  if (id === null) notFound();
  return id;
}

/** A query-string value: the first one when the parameter is repeated. */
export const firstOf = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** A page number from the query string; 1 when missing or invalid. */
export function pageOf(v: string | string[] | undefined): number {
  const n = Number(firstOf(v));
  return Number.isInteger(n) && n >= 1 && n <= 10000 ? n : 1;
}

/** A record id from the query string (?roomId=); null when missing or not a valid id. */
export const queryIdOf = (v: string | string[] | undefined): number | null => parseRouteId(firstOf(v));

/** A required numeric id ([id]); anything else is the 404 page. */
export function requiredId(raw: string): number {
  const id = parseRouteId(raw);
  if (id === null) notFound();
  return id;
}
