import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Bodies smaller than this go out as they are: compressing them costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** A JSON answer serialised once and compressed at most once per encoding, for a body many clients are sent. */
export interface CachedJson {
  readonly json: string;
  /** The JSON as UTF-8 bytes, made once (an answer sent uncompressed is not encoded again per request). */
  plain(): Buffer;
  encoded(enc: Encoding): Promise<Buffer>;
  /** The bytes in `enc` once compressed, else undefined (ask `encoded`). */
  ready(enc: Encoding): Buffer | undefined;
}

export function cachedJson(json: string): CachedJson {
  /** Per encoding: the compression under way, and its bytes once made. */
  const made = new Map<Encoding, { pending: Promise<Buffer>; bytes?: Buffer }>();
  let plain: Buffer | undefined;
  return {
    json,
    plain: () => (plain ??= Buffer.from(json)),
    ready: (enc) => made.get(enc)?.bytes,
    encoded(enc) {
      const kept = made.get(enc);
      if (kept) return kept.pending;
      const pending =
        enc === 'br'
          ? brotli(json, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) },
            })
          : gz(json, { level: 6 });
      const entry: { pending: Promise<Buffer>; bytes?: Buffer } = { pending };
      made.set(enc, entry);
      pending.then(
        (bytes) => void (entry.bytes = bytes),
        () => undefined,
      );
      return pending;
    },
  };
}

/** Accept-Encoding values seen, with the encoding each picks: browsers send a handful, each parsed once. */
const picked = new Map<string, Encoding | null>();
const MAX_PICKED = 256;

/** The encoding to answer with: br, else gzip, among those the client accepts (q=0 refuses one); null for none. */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const value = String(header);
  let enc = picked.get(value);
  if (enc === undefined) {
    enc = acceptsEncoding(value, 'br') ? 'br' : acceptsEncoding(value, 'gzip') ? 'gzip' : null;
    // Callers could send endless variants: past the bound, start over rather than grow.
    if (picked.size >= MAX_PICKED) picked.clear();
    picked.set(value, enc);
  }
  return enc;
}

/** Whether an Accept-Encoding header accepts `enc` (named, or `*`, and not with q=0). */
export function acceptsEncoding(header: string | string[] | undefined, enc: Encoding): boolean {
  if (!header) return false;
  const accepted = new Set<string>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    if (name) accepted.add(name.trim());
  }
  return accepted.has(enc) || (enc === 'gzip' && accepted.has('*'));
}

/** A body already serialised (and maybe compressed): `serve` hands it to Fastify as it is. */
export class PreparedBody {
  constructor(readonly body: string | Buffer) {}
}

/**
 * A cached JSON answer for this request: compressed (br or gzip) for a client that accepts it, as
 * it is otherwise, with its headers set. An encrypted request gets the plain JSON, which the
 * encryption hook then seals. The handler returns it; `serve` sends it without serialising again.
 * Given at once when the bytes are ready (the JSON, or a compression already made), so a kept
 * answer goes out without a promise (decision 0068).
 */
export function cachedAnswer(req: FastifyRequest, reply: FastifyReply, body: CachedJson): PreparedBody | Promise<PreparedBody> {
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding');
  const enc = req.encrypted || body.json.length < MIN_COMPRESS_BYTES ? null : pickEncoding(req.headers['accept-encoding']);
  if (!enc) return new PreparedBody(body.plain());
  reply.header('content-encoding', enc);
  const ready = body.ready(enc);
  return ready ? new PreparedBody(ready) : body.encoded(enc).then((bytes) => new PreparedBody(bytes));
}
