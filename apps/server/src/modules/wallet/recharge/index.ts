import type { TPayMethod } from '@sports/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PayConfig } from '../../../config/env';
import type { Database } from '../../../db/schema';
import type { RateLimiter } from '../../../http/rate-limit';
import type { Api } from '../../../http/types';
import { alipayProvider } from './providers/alipay';
import { sandboxProvider } from './providers/sandbox';
import type { PaymentProvider } from './providers/types';
import { wechatProvider } from './providers/wechat';
import { recordsService } from './records';
import { rechargeRepository } from './repository';
import { rechargeTapiRoutes } from './routes';
import { rechargeService } from './service';

/**
 * Posts a notification to our own notify endpoint: over HTTP to the port this process listens on
 * (the same request a gateway makes), or through Fastify's injector when it is not listening (tests).
 * A delivery that fails is retried a few times in the background; the cashier page polls the order.
 */
async function deliver(app: Api, path: string, body: string, headers: Record<string, string>, log: FastifyBaseLogger): Promise<void> {
  const once = async (): Promise<boolean> => {
    const addr = app.server.address();
    if (addr && typeof addr === 'object') {
      const host =
        addr.address === '0.0.0.0' || addr.address === '::' ? '127.0.0.1' : addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
      const res = await fetch(`http://${host}:${addr.port}${path}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
      return res.ok && (await res.text()) === 'success';
    }
    const res = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return res.statusCode === 200 && res.body === 'success';
  };
  const attempt = async (n: number): Promise<boolean> => {
    try {
      if (await once()) return true;
    } catch (err) {
      log.warn({ err, path }, 'sandbox notification delivery failed');
    }
    if (n < 3) setTimeout(() => void attempt(n + 1), 2000 * 5 ** n).unref();
    return false;
  };
  await attempt(0);
}

type RechargeOptions = { log: FastifyBaseLogger; limiter: RateLimiter; publicOrigin?: string; now?: () => number; production?: boolean };

/** The recharge capability wired up: providers from the configuration, its service and /tapi routes. */
export function rechargeModule(db: Kysely<Database>, pay: PayConfig, opts: RechargeOptions) {
  const parts = rechargeParts(db, pay, opts);
  return { ...parts, tapi: rechargeTapiRoutes(parts) };
}

/** What the routes work with: the service, the records, the sandbox and how to deliver its notifications. */
function rechargeParts(db: Kysely<Database>, pay: PayConfig, opts: RechargeOptions) {
  const repo = rechargeRepository(db);
  const now = opts.now ?? Date.now;
  const providers = new Map<TPayMethod, PaymentProvider>();
  const sandbox = pay.sandbox ? sandboxProvider(() => repo.secret('sandbox_notify', now())) : undefined;
  if (sandbox) providers.set('sandbox', sandbox);
  if (sandbox) {
    // Said at every start, louder in production: sandbox diamonds are free, so they never leave as money.
    opts.log[opts.production ? 'warn' : 'info'](
      `PAYMENT SANDBOX: recharges go through the sandbox cashier and cost nothing; withdrawals to bank cards and Alipay are ${pay.withdrawBlocked ? 'refused while it is on' : 'ALLOWED (PAY_SANDBOX_WITHDRAW=on, test rigs only)'}. Configure Alipay or WeChat Pay, or set PAY_SANDBOX=off, before real users`,
    );
  }
  if (pay.alipay) providers.set('alipay', alipayProvider(pay.alipay, now));
  if (pay.wechat) providers.set('wechat', wechatProvider(pay.wechat, now));
  const service = rechargeService(repo, providers, opts.log, opts.limiter, now);
  return {
    service,
    records: recordsService(db),
    sandbox,
    publicOrigin: opts.publicOrigin,
    limiter: opts.limiter,
    deliver: (app: Api, path: string, body: string, headers: Record<string, string>) => deliver(app, path, body, headers, opts.log),
  };
}
export type RechargeParts = ReturnType<typeof rechargeParts>;
