import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENCRYPTION_MAX_SKEW_MS, MESSAGES, openJson, sealJson, type TEncryptedRequest } from '@sports/contracts';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route never takes or gives encrypted data (uploads: large, already opaque). */
    encryption?: boolean;
  }
  interface FastifyRequest {
    /** the request came encrypted, so the answer goes back encrypted */
    encrypted: boolean;
  }
}

const sealedOf = (req: FastifyRequest): string | undefined => {
  const b = req.body as { encryptedData?: unknown } | undefined;
  const q = req.query as { encryptedData?: unknown } | undefined;
  const v = (b && typeof b === 'object' ? b.encryptedData : undefined) ?? q?.encryptedData;
  return typeof v === 'string' ? v : undefined;
};

/**
 * Request encryption (SPEC §7, docs/encryption.md). Runs before validation: an `encryptedData` field
 * (JSON body or query) is opened with the brand's key and replaced by the path, query and body it
 * carries; the answer to such a request is sealed the same way. Plain requests pass untouched, at
 * the cost of a check (no promise): every API call runs these hooks.
 */
export function encryptionHooks(key: string | undefined) {
  const refuse = (reply: FastifyReply): true => {
    reply.status(400).send(errorBody(MESSAGES.ENCRYPTION_INVALID.code, MESSAGES.ENCRYPTION_INVALID.message));
    return true;
  };
  /** Opens a sealed request into `req`, or refuses it: true when it answered. */
  const open = async (req: FastifyRequest, reply: FastifyReply, sealed: string): Promise<boolean> => {
    if (!key || req.routeOptions.config?.encryption === false) return refuse(reply);
    let inner: TEncryptedRequest;
    try {
      inner = await openJson<TEncryptedRequest>(sealed, key);
    } catch {
      return refuse(reply);
    }
    const path = req.url.split('?')[0];
    if (!inner || inner.path !== path || typeof inner.ts !== 'number' || Math.abs(Date.now() - inner.ts) > ENCRYPTION_MAX_SKEW_MS)
      return refuse(reply);
    req.query = inner.query && typeof inner.query === 'object' ? inner.query : {};
    req.body = req.method === 'GET' ? undefined : (inner.body ?? {});
    req.encrypted = true;
    return false;
  };
  return {
    preValidation(req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) {
      const sealed = sealedOf(req);
      if (sealed === undefined) return done();
      // A refused request goes no further (done is not called).
      open(req, reply, sealed).then((answered) => {
        if (!answered) done();
      }, done);
    },
    onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void) {
      if (!req.encrypted || !key || typeof payload !== 'string') return done(null, payload);
      reply.header('content-type', 'application/json; charset=utf-8');
      sealJson(JSON.parse(payload), key).then((encryptedData) => done(null, JSON.stringify({ encryptedData })), done);
    },
  };
}
