import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES, type TMessageId } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { errorBody } from '../errors';
import { idempotencyRepository } from './repository';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_RE = /^[\w.:-]{8,128}$/;
/** A key is kept a day: a retry comes within seconds, a replay after that is a new request. */
const KEEP_MS = 24 * 3600_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The money POSTs a client may retry safely with an Idempotency-Key (gifts, red packets,
     * nobility, recharge, withdrawals, expert plans): set by `serve` from the route table's
     * `idempotent` flag, so the contract says it once.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The claimed key of this request, to store its answer. */
    idempotency?: { userId: number; key: string };
  }
}

const refused = (reply: FastifyReply, id: TMessageId): true => {
  reply.status(MESSAGES[id].status).send(errorBody(MESSAGES[id].code, MESSAGES[id].message));
  return true;
};

/**
 * Idempotency-Key on money POSTs, per user: the first request with a key runs and its answer is
 * stored; the same key with the same request gets that answer again (Idempotent-Replayed: true),
 * with another request an error, and while the first is still running an error too.
 * Returns the onSend hook that keeps a claimed request's answer: the API's scopes add it before
 * their encryption hook seals the answer, so other requests (/healthz, pages) run no hook for it.
 */
export function installIdempotency(
  app: FastifyInstance,
  db: Kysely<Database>,
  userId: (req: FastifyRequest) => Promise<number | null>,
  now: () => number = Date.now,
): onSendHookHandler {
  const repo = idempotencyRepository(db);

  /** Claims the request's key, or answers it (the first answer again, or a refusal): true when it answered. */
  const claim = async (req: FastifyRequest, reply: FastifyReply, key: string | string[]): Promise<boolean> => {
    if (typeof key !== 'string' || !KEY_RE.test(key)) return refused(reply, 'IDEMPOTENCY_KEY_INVALID');
    const user = await userId(req);
    if (user === null) return false; // the route answers 401
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([req.method, req.routeOptions.url, req.body ?? null]))
      .digest('hex');
    const t = now();
    await repo.purge(t - KEEP_MS);
    if (await repo.claim(user, key, fingerprint, t)) {
      req.idempotency = { userId: user, key };
      return false;
    }
    const first = await repo.find(user, key);
    if (!first || first.fingerprint !== fingerprint) return refused(reply, 'IDEMPOTENCY_KEY_REUSED');
    if (first.status_code === null || first.answer === null) return refused(reply, 'IDEMPOTENCY_IN_PROGRESS');
    reply
      .status(first.status_code)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(first.answer);
    return true;
  };

  // Only the idempotent routes run the claim, before their own preHandlers: other requests skip the hook.
  const preHandler: preHandlerHookHandler = (req, reply, done) => {
    const key = req.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return done();
    // An answered request goes no further (done is not called).
    claim(req, reply, key).then((answered) => {
      if (!answered) done();
    }, done);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent !== true) return;
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [preHandler, ...own];
  });

  // Every API request passes this hook (a check, not a promise, without a claim): it must see the
  // answer before the API's encryption hook seals it, which a route's own onSend would not.
  return (req, reply, payload, done) => {
    const claimed = req.idempotency;
    if (!claimed) return done(null, payload);
    req.idempotency = undefined;
    // Every answer is kept, errors too: a server error may come after the money moved.
    const kept =
      typeof payload !== 'string'
        ? repo.release(claimed.userId, claimed.key)
        : repo.answer(claimed.userId, claimed.key, reply.statusCode, payload);
    kept.then(() => done(null, payload), done);
  };
}
