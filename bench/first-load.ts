// A page's first-load JavaScript as issue 16 counts it: the module scripts its HTML names, each
// gzipped at zlib's default level. Measured by bench:lighthouse and checked by e2e smoke.spec.ts
// (decisions 0048, 0055, 0071).
import { gzipSync } from 'node:zlib';

/** The most a page's first-load JS may weigh, in KB gzipped. */
export const FIRST_LOAD_KB = 170;

/** The module scripts a page's HTML names (not the noModule polyfills), as absolute URLs, each once. */
export function firstLoadScripts(html: string, origin: string): string[] {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1] ?? '';
    const src = /\bsrc="([^"]+\.js)"/.exec(attrs)?.[1];
    if (src && !/\bnoModule\b/i.test(attrs)) srcs.add(new URL(src, origin).href);
  }
  return [...srcs];
}

/** A script's size gzipped, in KB. */
export const gzippedKb = (body: Uint8Array): number => gzipSync(body).length / 1024;
