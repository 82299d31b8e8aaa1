import type { ReactNode } from 'react';
import { optionalId, requiredId } from '@/lib/route-params';
import { RoutePage } from './RoutePage';

type TOptions = { nav?: ReactNode; paramName?: string };

/** Page component of an optional-id route ([[...id]]): a non-numeric id or extra segments are the 404 page. */
export function optionalIdPage(pattern: string, { nav, paramName = 'id' }: TOptions = {}) {
  return async function Page({ params }: { params: Promise<Record<string, string[] | undefined>> }) {
    optionalId((await params)[paramName]);
    return <RoutePage pattern={pattern} nav={nav} />;
  };
}

/** Page component of a required-id route ([id]): a non-numeric id is the 404 page. */
export function requiredIdPage(pattern: string, { nav, paramName = 'id' }: TOptions = {}) {
  return async function Page({ params }: { params: Promise<Record<string, string>> }) {
    requiredId((await params)[paramName]);
    return <RoutePage pattern={pattern} nav={nav} />;
  };
}
