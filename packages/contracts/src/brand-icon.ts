// The brand's mark, apart from brands.ts: the header (a client component) draws it, and brands.ts
// holds zod schemas that must stay out of the pages' first-load JS (the first-load budget, decisions 0048 and 0055).
import type { TTheme } from './brands';

/** Each theme's primary colour (the `--brand-primary` of styles/globals.css, which a test keeps equal). */
export const THEME_PRIMARY: Readonly<Record<TTheme, string>> = { default: '#ff6a00', green: '#16a34a' };

/**
 * The brand's mark as a stand-alone SVG (a ball on a rounded square of the theme's colour): the
 * header's logo and the tab icon, the latter put into every page's head and answered at /favicon.ico.
 */
export function brandIconSvg(theme: TTheme): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
    `<rect width="32" height="32" rx="9" fill="${THEME_PRIMARY[theme]}"/>` +
    '<circle cx="16" cy="16" r="9" fill="none" stroke="#fff" stroke-width="2"/>' +
    '<path d="M16 10.5l4.6 3.3-1.8 5.4h-5.6l-1.8-5.4z" fill="#fff"/></svg>'
  );
}

/** The mark as a data: URL, for an image or icon that needs no request of its own. */
export const brandIconUrl = (theme: TTheme): string => `data:image/svg+xml,${encodeURIComponent(brandIconSvg(theme))}`;
