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

/** A required numeric id ([id]); anything else is the 404 page. */
export function requiredId(raw: string): number {
  const id = parseRouteId(raw);
  if (id === null) notFound();
  return id;
}
