/**
 * Wire crypto shared by the browser and the server (WebCrypto and CompressionStream exist in both):
 * - password fields: AES-128-CBC, PKCS#7, base64, with a one-time 16-character key and iv (SPEC §3);
 * - built-in captcha points: AES-128-ECB, PKCS#7, base64 (AJ-Captcha convention);
 * - request encryption (SPEC §7): JSON → deflate → AES-256-GCM → base64, see docs/encryption.md.
 */

const enc = new TextEncoder();
const dec = new TextDecoder();

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available');
  return s;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64.replace(/-/g, '+').replace(/_/g, '/').replace(/\s+/g, ''));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function keyBytes(s: string, what: string): Uint8Array<ArrayBuffer> {
  const b = enc.encode(s);
  if (b.length !== 16) throw new Error(`${what} must be 16 bytes`);
  return b;
}

/** Encrypts a password the way the login panel does: AES-128-CBC/PKCS#7 with the dynamic key and iv, base64. */
export async function encryptPassword(plain: string, key: string, iv: string): Promise<string> {
  const k = await subtle().importKey('raw', keyBytes(key, 'key'), { name: 'AES-CBC' }, false, ['encrypt']);
  const ct = await subtle().encrypt({ name: 'AES-CBC', iv: keyBytes(iv, 'iv') }, k, enc.encode(plain));
  return bytesToBase64(new Uint8Array(ct));
}

/** The inverse of encryptPassword; throws on a wrong key, iv or padding. */
export async function decryptPassword(cipherB64: string, key: string, iv: string): Promise<string> {
  const k = await subtle().importKey('raw', keyBytes(key, 'key'), { name: 'AES-CBC' }, false, ['decrypt']);
  const pt = await subtle().decrypt({ name: 'AES-CBC', iv: keyBytes(iv, 'iv') }, k, base64ToBytes(cipherB64));
  return dec.decode(pt);
}

/**
 * AES-128-ECB/PKCS#7 encryption of a captcha point list (AJ-Captcha's aesEncrypt). WebCrypto has no
 * ECB, but ECB of one block equals the first block of CBC with a zero iv, so each block is done alone.
 */
export async function aesEcbEncrypt(plain: string, secretKey: string): Promise<string> {
  const k = await subtle().importKey('raw', keyBytes(secretKey, 'secretKey'), { name: 'AES-CBC' }, false, ['encrypt']);
  const data = enc.encode(plain);
  const pad = 16 - (data.length % 16);
  const padded = new Uint8Array(data.length + pad);
  padded.set(data);
  padded.fill(pad, data.length);
  const out = new Uint8Array(padded.length);
  const zero = new Uint8Array(16);
  for (let i = 0; i < padded.length; i += 16) {
    const block = await subtle().encrypt({ name: 'AES-CBC', iv: zero }, k, padded.subarray(i, i + 16));
    out.set(new Uint8Array(block).subarray(0, 16), i);
  }
  return bytesToBase64(out);
}

// ---------------------------------------------------------------- request encryption (SPEC §7)

/** First byte of every encrypted payload; bump when the format changes. */
export const ENCRYPTION_VERSION = 1;
/** How far an encrypted request's `ts` may be from the server clock (generous: user clocks drift). */
export const ENCRYPTION_MAX_SKEW_MS = 12 * 3600 * 1000;

/** What an encrypted request carries. */
export interface TEncryptedRequest {
  /** the request path without query, e.g. /tapi/user/login; must equal the URL's path */
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** client clock, epoch ms */
  ts: number;
}

async function pipe(data: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Response(new Blob([data]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

async function gcmKey(keyB64: string, usage: KeyUsage): Promise<CryptoKey> {
  const raw = base64ToBytes(keyB64);
  if (raw.length !== 32) throw new Error('encryption key must be 32 bytes (base64)');
  return subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, [usage]);
}

/** JSON → deflate → AES-256-GCM (random 12-byte iv) → base64 of [version, iv, ciphertext+tag]. */
export async function sealJson(value: unknown, keyB64: string): Promise<string> {
  const key = await gcmKey(keyB64, 'encrypt');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const packed = await pipe(enc.encode(JSON.stringify(value)), new CompressionStream('deflate'));
  const ct = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, key, packed));
  const out = new Uint8Array(1 + iv.length + ct.length);
  out[0] = ENCRYPTION_VERSION;
  out.set(iv, 1);
  out.set(ct, 1 + iv.length);
  return bytesToBase64(out);
}

/** The inverse of sealJson; throws when the data was not sealed with this key or was altered. */
export async function openJson<T = unknown>(sealed: string, keyB64: string): Promise<T> {
  const bytes = base64ToBytes(sealed);
  if (bytes.length < 1 + 12 + 16 || bytes[0] !== ENCRYPTION_VERSION) throw new Error('unsupported encrypted payload');
  const key = await gcmKey(keyB64, 'decrypt');
  const pt = await subtle().decrypt({ name: 'AES-GCM', iv: bytes.subarray(1, 13) }, key, bytes.subarray(13));
  const json = await pipe(new Uint8Array(pt), new DecompressionStream('deflate'));
  return JSON.parse(dec.decode(json)) as T;
}
