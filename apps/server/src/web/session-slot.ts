import { constants, crc32, deflateRawSync } from 'node:zlib';
import { SERVED_SESSION_ID, servedSessionText, type TServedSession } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';

/**
 * A kept page with the visitor's session in its session element (decision 0051): the page cut
 * around the element's text, once per page, so that serving it to a logged-in visitor costs no
 * render and no compression. For gzip the two parts are deflated once each and the session goes
 * between them as a stored (uncompressed) block: a valid deflate stream whose checksum is made
 * from the parts' own (`crc32Combine`), not from the whole page again.
 */
export interface SessionSlot {
  /** The page up to the element's text; `beforeUser` with the element marked `data-user` (for a logged-in visitor's). */
  before: Buffer;
  beforeUser: Buffer;
  after: Buffer;
  /** The gzip header and the part before, deflated and flushed to a byte boundary (not final). */
  gzipBefore: Buffer;
  gzipBeforeUser: Buffer;
  crcBeforeUser: number;
  /** The part after, deflated on its own to the final block. */
  gzipAfter: Buffer;
  crcBefore: number;
  crcAfter: number;
  /** Multiplies a checksum by x^(8 × the part after's length): `crc32Combine` with that length fixed. */
  shiftAfter: number;
}

const OPEN = `id="${SERVED_SESSION_ID}"`;
const CLOSE = '</script>';
/** gzip's header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The page cut around its session element's text; null when it has none (a page outside the root layout). */
export function sessionSlot(html: string): SessionSlot | null {
  // The element is the first thing in the head (the root layout): nothing before it holds this text.
  const at = html.indexOf(OPEN);
  const start = at < 0 ? -1 : html.indexOf('>', at) + 1;
  const end = start <= 0 ? -1 : html.indexOf(CLOSE, start);
  if (end < 0) return null;
  const before = Buffer.from(html.slice(0, start));
  // Marked for the page's style: the anonymous header parts stay hidden until the page has hydrated.
  const beforeUser = Buffer.from(`${html.slice(0, start - 1)} data-user="1">`);
  const after = Buffer.from(html.slice(end));
  const gzipped = (b: Buffer) => Buffer.concat([GZIP_HEADER, deflateRawSync(b, { finishFlush: constants.Z_SYNC_FLUSH })]);
  return {
    before,
    beforeUser,
    after,
    gzipBefore: gzipped(before),
    gzipBeforeUser: gzipped(beforeUser),
    crcBeforeUser: crc32(beforeUser),
    gzipAfter: deflateRawSync(after),
    crcBefore: crc32(before),
    crcAfter: crc32(after),
    shiftAfter: x8nModP(after.length),
  };
}

/** Each session's element text, made once per session object (a session kept per token is served many times, decision 0054). */
const texts = new WeakMap<TServedSession, Buffer>();
function sessionBytes(session: TServedSession): Buffer {
  let text = texts.get(session);
  if (!text) texts.set(session, (text = Buffer.from(servedSessionText(session))));
  return text;
}

/** The page with `session` in its element: the plain bytes, or gzip's. */
export function filledPage(slot: SessionSlot, session: TServedSession, gzip: boolean): Buffer {
  const text = sessionBytes(session);
  const user = session.userInfo !== null;
  const before = user ? slot.beforeUser : slot.before;
  if (!gzip) return Buffer.concat([before, text, slot.after]);
  const crc = crc32Combine(crc32(text, user ? slot.crcBeforeUser : slot.crcBefore), slot.crcAfter, slot.shiftAfter);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((before.length + text.length + slot.after.length) % 2 ** 32, 4);
  return Buffer.concat([user ? slot.gzipBeforeUser : slot.gzipBefore, storedBlocks(text), slot.gzipAfter, trailer]);
}

/** `data` as deflate stored blocks, none final (RFC 1951 §3.2.4), after a byte-aligned block. */
function storedBlocks(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += 0xffff) {
    const chunk = data.subarray(i, i + 0xffff);
    const head = Buffer.alloc(5);
    head[0] = 0; // BFINAL 0, BTYPE 00 (stored), then padding to the byte
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    parts.push(head, chunk);
  }
  return Buffer.concat(parts);
}

// CRC-32 of a concatenation from its parts' (zlib's crc32_combine): polynomial arithmetic modulo
// the CRC polynomial, in its reflected form.
const POLY = 0xedb88320;

/** a × b modulo the polynomial. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = [0x40000000];
for (let k = 1, x = 0x40000000; k < 32; k++) X2N.push((x = multModP(x, x)));

/** x^(8n) modulo the polynomial: what a checksum is multiplied by to move it past n bytes. */
export function x8nModP(n: number): number {
  let p = 0x80000000;
  for (let k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(itemAt(X2N, k & 31, 'x^(2^k)'), p);
  return p;
}

/** The CRC-32 of A followed by B, from A's, B's and `x8nModP(B's length)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
