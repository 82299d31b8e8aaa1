import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { WEB_DIST_DIR } from '../../../web/build-output.cjs';
import { IN_PROCESS_API, resolveBrand, type TInProcessApi } from '@sports/contracts';
import type { App } from '../app';
import { identityVersion } from '../modules/identity';
import { walletVersion } from '../modules/wallet';
import { pageCache } from './page-cache';
import { servePages } from './pages';
import { visitorSessions } from './visitor-session';

export const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

/**
 * Serves the Next.js site from the same origin as the API: every path the API did not claim.
 */
export async function attachWeb(
  app: App,
  opts: { dev: boolean; port: number; hostname: string },
): Promise<{ close?: () => Promise<void> }> {
  // Next attaches an 'upgrade' listener to the HTTP server on its first request and ends every
  // upgrade it does not own, which would close the API's WebSocket (/ws) right after it opens.
  // It gets a stand-in server instead; only its own upgrades (dev hot reload) are passed on.
  const upgrades = new EventEmitter();
  const nextApp = next({
    dev: opts.dev,
    dir: WEB_DIR,
    port: opts.port,
    hostname: opts.hostname,
    httpServer: upgrades as unknown as Server,
  });
  app.server.on('upgrade', (req, socket, head) => {
    if (req.url?.startsWith('/_next/')) upgrades.emit('upgrade', req, socket, head);
  });
  // Server rendering calls the API through this process's router (app.inject), not over loopback HTTP.
  const inject: TInProcessApi = async (r) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('in-process API call timed out')), r.timeoutMs);
    });
    try {
      const res = await Promise.race([app.inject({ method: r.method, url: r.url, headers: r.headers, payload: r.body }), late]);
      return { status: res.statusCode, body: res.body };
    } finally {
      clearTimeout(timer);
    }
  };
  (globalThis as Record<symbol, unknown>)[IN_PROCESS_API] = inject;
  await nextApp.prepare();
  const handle = nextApp.getRequestHandler();
  // Pages are shared for a few seconds in production (decision 0044); development renders every request.
  // Shared with logged-in visitors too, their session put in at serve time (decision 0051).
  const brand = resolveBrand(process.env.BRAND);
  await servePages(app, {
    dev: opts.dev,
    brand: brand.id,
    handle: (req, res) => handle(req, res),
    cache: opts.dev ? null : pageCache(),
    staticDir: opts.dev ? null : path.join(WEB_DIR, WEB_DIST_DIR, 'static'),
    session: visitorSessions({
      userInfoForToken: (token) => app.identity.userInfoForToken(token),
      versions: () => `${identityVersion()}:${walletVersion()}`,
      balances: (userId) => app.wallet.balances(userId),
      inject: app.inject.bind(app),
      appKey: brand.appKey,
    }),
  });
  return nextApp;
}
