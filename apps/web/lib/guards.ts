/**
 * SPEC §2 guard rules, shared by the proxy and its tests.
 * /v and everything under it needs a login except the public anchor pages (/v/anchor…, e.g. the
 * barrage screen a streaming program opens without cookies); any path containing "recommend" too.
 */
export function isProtectedPath(pathname: string): boolean {
  const underV = pathname === '/v' || pathname.startsWith('/v/');
  if (underV && !pathname.startsWith('/v/anchor')) return true;
  return pathname.includes('recommend');
}

/** Request header through which the proxy tells server layouts the current path. */
export const PATHNAME_HEADER = 'x-pathname';
