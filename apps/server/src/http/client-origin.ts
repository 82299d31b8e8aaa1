import type { FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, DEVICE_ID_RE, HEADERS } from '@sports/contracts';

/** Where a call comes from, as sanctions see it: the address and the device id (decision 0038-device-ban). */
export interface ClientOrigin {
  ip: string | null;
  device: string | null;
}

/**
 * The caller's device id: the `x-device-id` header, else the device cookie (a WebSocket upgrade cannot
 * carry headers a page sets, but carries the cookie). Null when absent or malformed: a client that
 * sends none has no device to ban, as before.
 */
export function deviceIdOf(req: Pick<FastifyRequest, 'headers' | 'cookies'>): string | null {
  const header = req.headers[HEADERS.deviceId];
  const raw = (Array.isArray(header) ? header[0] : header) || req.cookies?.[DEVICE_COOKIE];
  const id = raw?.trim();
  return id && DEVICE_ID_RE.test(id) ? id : null;
}

/** The caller's address (Fastify's `req.ip`, so TRUST_PROXY decides) and device id. */
export function clientOrigin(req: Pick<FastifyRequest, 'headers' | 'cookies' | 'ip'>): ClientOrigin {
  return { ip: req.ip, device: deviceIdOf(req) };
}
