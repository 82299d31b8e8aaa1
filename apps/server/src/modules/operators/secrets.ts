import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** Operator passwords: scrypt with a per-account salt, `scrypt$N$r$p$salt$key` (the same form as fans' hashes). */
const N = 1 << 15;
const R = 8;
const P = 1;
const KEYLEN = 64;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEYLEN, { N: n, r, p, maxmem: 256 * n * r }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash, ...extra] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || extra.length) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** TOTP of RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_S = 30;
const totp = (secret: string, label = 'operator', issuer = 'console') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app scans. */
export const totpUri = (secret: string, name: string, issuer: string) => totp(secret, name, issuer).toString();

/** The code for a moment (tests, and the CLI's check). */
export const totpCode = (secret: string, at: number = Date.now()) => totp(secret).generate({ timestamp: at });

/**
 * The time step a code belongs to when it is valid now (one step of clock drift either way), else null.
 * The caller refuses a step not after the last one accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, at: number = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  return Math.floor(at / 1000 / TOTP_PERIOD_S) + delta;
}
