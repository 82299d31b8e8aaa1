import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, deflateRaw } from 'node:zlib';
import { SERVED_SESSION_ID, SERVED_USER_ID, servedSessionText, type TServedSession } from '@sports/contracts';
import type { Encoding } from '../http/cached-json';

const brotli = promisify(brotliCompress);
const deflate = promisify(deflateRaw);

/**
 * A kept page cut at its closing body tag (decisions 0051, 0058): the part before is compressed
 * once per page and encoding (br or gzip) without being finished, so that serving it costs no
 * render and no compression: the visitor's session goes after it as an uncompressed block (its own
 * element at the end of the body), then the page's end and the stream's end. Two forms of the part
 * before: as rendered (anonymous visitors, a rejected token), and with the head's session element
 * marked `data-user` (a logged-in visitor's), which the page's style reads before the page hydrates.
 */
export interface SessionSlot {
  /** The page up to its closing body tag, as rendered. */
  readonly before: Buffer;
  /** Where the head's session element's opening tag ends (its `>`), in `before`. */
  readonly markAt: number;
  /** The closing body tag and what follows it. */
  readonly end: Buffer;
  /** The part before (marked for a user or not) compressed and flushed, not finished; made once each. */
  compressed(user: boolean, enc: Encoding): Promise<{ bytes: Buffer; crc: number }>;
  /** The compressed forms asked for so far, as `enc:user` (e.g. `br:false`). */
  used(): string[];
  /** Makes the compressed forms `forms` names (as `used` gives them); settles when they are made or failed. */
  warm(forms: readonly string[]): Promise<void>;
}

const OPEN = `id="${SERVED_SESSION_ID}"`;
const BODY_END = '</body>';
const USER_MARK = Buffer.from(' data-user="1"');
/** gzip's header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** Brotli's quality for kept pages: compressed once per page every few seconds, off the event loop, sent thousands of times. */
const BROTLI_QUALITY = 10;

/** The page cut at its closing body tag; null when it has no session element or no body end (a page outside the root layout). */
export function sessionSlot(html: string): SessionSlot | null {
  // The element is the first thing in the head (the root layout): nothing before it holds this text.
  const at = html.indexOf(OPEN);
  const tagEnd = at < 0 ? -1 : html.indexOf('>', at);
  const cut = html.lastIndexOf(BODY_END);
  if (tagEnd < 0 || cut < tagEnd) return null;
  const before = Buffer.from(html.slice(0, cut));
  const markAt = Buffer.byteLength(html.slice(0, tagEnd));
  const memo = new Map<string, Promise<{ bytes: Buffer; crc: number }>>();
  const slot: SessionSlot = {
    before,
    markAt,
    end: Buffer.from(html.slice(cut)),
    compressed(user, enc) {
      const key = `${enc}:${user}`;
      let p = memo.get(key);
      if (!p) {
        const part = user ? marked(slot) : before;
        p = compress(part, enc).then((bytes) => ({ bytes, crc: enc === 'gzip' ? crc32(part) : 0 }));
        memo.set(key, p);
      }
      return p;
    },
    used: () => [...memo.keys()],
    async warm(forms) {
      const made = forms.map((form) => {
        const [enc, user] = form.split(':');
        return enc === 'br' || enc === 'gzip' ? slot.compressed(user === 'true', enc) : null;
      });
      await Promise.allSettled(made);
    },
  };
  return slot;
}

/** The part before with the head's session element marked for a logged-in visitor. */
const marked = (slot: SessionSlot) => Buffer.concat([slot.before.subarray(0, slot.markAt), USER_MARK, slot.before.subarray(slot.markAt)]);

/** `part` compressed and flushed to a byte boundary, not finished: more may follow it in the same stream. */
async function compress(part: Buffer, enc: Encoding): Promise<Buffer> {
  if (enc === 'br')
    return brotli(part, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: part.length,
      },
    });
  return Buffer.concat([GZIP_HEADER, await deflate(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })]);
}

/** Each session's element, made once per session object (a session kept per token is served many times, decision 0054). */
const elements = new WeakMap<TServedSession, Buffer>();
function sessionElement(session: TServedSession): Buffer {
  let element = elements.get(session);
  if (!element)
    elements.set(
      session,
      (element = Buffer.from(`<script type="application/json" id="${SERVED_USER_ID}">${servedSessionText(session)}</script>`)),
    );
  return element;
}

/**
 * The page for a visitor: as rendered for an anonymous one (`session` null); for one with the auth
 * cookie, their session in its own element at the end of the body (the head's element marked when
 * it names a user). Plain bytes, or `enc`'s.
 */
export function filledPage(slot: SessionSlot, session: TServedSession | null, enc: Encoding | null): Promise<Buffer> {
  if (session) return fill(slot, session, enc);
  let forms = anonymous.get(slot);
  if (!forms) anonymous.set(slot, (forms = new Map()));
  const key = enc ?? 'plain';
  let answer = forms.get(key);
  if (!answer) forms.set(key, (answer = fill(slot, null, enc)));
  return answer;
}

/** Anonymous visitors' answers, whole, per page and encoding: the same bytes for every one of them. */
const anonymous = new WeakMap<SessionSlot, Map<string, Promise<Buffer>>>();

async function fill(slot: SessionSlot, session: TServedSession | null, enc: Encoding | null): Promise<Buffer> {
  const user = session?.userInfo != null;
  const tail = session ? Buffer.concat([sessionElement(session), slot.end]) : slot.end;
  if (!enc) return Buffer.concat([user ? marked(slot) : slot.before, tail]);
  const { bytes, crc } = await slot.compressed(user, enc);
  if (enc === 'br') return Buffer.concat([bytes, ...brotliStored(tail), BROTLI_LAST]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, crc), 0);
  trailer.writeUInt32LE((slot.before.length + (user ? USER_MARK.length : 0) + tail.length) % 2 ** 32, 4);
  return Buffer.concat([bytes, ...deflateStored(tail), DEFLATE_LAST, trailer]);
}

/** Stored blocks carry at most this many bytes each (deflate's limit; brotli's too, with four nibbles of length). */
const STORED_MAX = 0xffff;

/** `data` as deflate stored blocks, none final (RFC 1951 §3.2.4), after a byte-aligned block. */
function deflateStored(data: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += STORED_MAX) {
    const chunk = data.subarray(i, i + STORED_MAX);
    const head = Buffer.alloc(5);
    head[0] = 0; // BFINAL 0, BTYPE 00 (stored), then padding to the byte
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    parts.push(head, chunk);
  }
  return parts;
}
/** An empty final stored block: the end of the deflate stream. */
const DEFLATE_LAST = Buffer.from([1, 0, 0, 0xff, 0xff]);

/**
 * `data` as brotli uncompressed meta-blocks (RFC 7932 §9.2): ISLAST 0, MNIBBLES 0 (four nibbles),
 * MLEN - 1 in 16 bits, ISUNCOMPRESSED 1, padding to the byte, then the bytes.
 */
function brotliStored(data: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += STORED_MAX + 1) {
    const chunk = data.subarray(i, i + STORED_MAX + 1);
    const bits = ((chunk.length - 1) << 3) | (1 << 19);
    parts.push(Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]), chunk);
  }
  return parts;
}
/** ISLAST 1, ISLASTEMPTY 1: the end of the brotli stream. */
const BROTLI_LAST = Buffer.from([3]);
