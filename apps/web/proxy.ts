import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE, tokenFromAuthCookie } from '@sports/contracts';
import { isProtectedPath, PATHNAME_HEADER } from '@/lib/guards';

/**
 * The optimistic guard of SPEC §2: a visitor without an auth cookie on a protected path goes to /.
 * Whether the token is still valid is checked where the session loads (the mine layout redirects too).
 * Also hands the path to server layouts, which otherwise cannot see it.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isProtectedPath(pathname) && !tokenFromAuthCookie(request.cookies.get(AUTH_COOKIE)?.value)) {
    return NextResponse.redirect(new URL('/', request.url));
  }
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: not the build output, the APIs, the API docs or files with an extension.
  matcher: ['/((?!_next/|tapi/|aapi/|api/|docs(?:/|$)|healthz$|.*\\.\\w+$).*)'],
};
