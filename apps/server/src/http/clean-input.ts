import type { FastifyRequest } from 'fastify';
import { cleanStrings } from '@sports/contracts';

/**
 * Applies the text rule of the contracts to every string of a request's query, params and JSON
 * body, before validation (after decryption). A raw body (a payment notification, whose signature
 * covers its bytes) is left as it came. Synchronous: every API call runs it.
 */
export function cleanInput(req: FastifyRequest, _reply: unknown, done: () => void) {
  if (req.query && typeof req.query === 'object') req.query = cleanStrings(req.query);
  if (req.params && typeof req.params === 'object') req.params = cleanStrings(req.params);
  if (req.body !== null && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) req.body = cleanStrings(req.body);
  done();
}
