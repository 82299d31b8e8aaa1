import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt (N=2^15, r=8, p=1, 64-byte key) with a per-user 16-byte salt, stored as
 * `scrypt$N$r$p$salt$hash` (base64) so the cost can rise later without breaking old hashes.
 */
const N = 1 << 15;
const R = 8;
const P = 1;
const KEYLEN = 64;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEYLEN, { ...opts, maxmem: 256 * (opts.N ?? N) * (opts.r ?? R) }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time comparison; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  // Exactly six fields: scrypt$N$r$p$salt$key.
  const [scheme, nText, rText, pText, salt, hash, ...extra] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined || extra.length > 0) return false;
  const [n, r, p] = [nText, rText, pText].map(Number);
  if (!n || !r || !p) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: n, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
