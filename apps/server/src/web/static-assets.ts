import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type Encoding } from '../http/cached-json';

/**
 * The file beside each script and style sheet of the build holding it compressed, per encoding: the
 * build writes them once (apps/web/next.config.ts, decision 0067), with brotli's and gzip's best.
 */
export const PRECOMPRESSED: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** The kinds of file the build precompresses, with the type they are sent as (as Next sends them). */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** A name under the build's static directory: hashed file names, no `..`, nothing odd. */
const SAFE_NAME = /^(?:[\w-]+\/)*[\w.-]+$/;

interface Variant {
  body: Buffer;
  etag: string;
}

/**
 * The build's scripts and style sheets (`/_next/static/…`) sent from their precompressed files,
 * read once and kept (their names carry their content's hash, so a name never changes its body).
 * Without this, every request for one compressed it again: about 100 ms of the server's CPU for the
 * fourteen files of one page, on the machine the page's browser loads on, and gzip only where the
 * browser accepts brotli too (decision 0067).
 */
export function staticAssets(staticDir: string) {
  const kept = new Map<string, Variant>();

  function variant(name: string, enc: Encoding): Variant | null {
    const key = `${enc}:${name}`;
    const found = kept.get(key);
    if (found) return found;
    // A name that is not the build's (a miss, a probe) is left to Next and not remembered. Read
    // synchronously, once per file and process: whether Next serves instead is decided here.
    let body: Buffer;
    try {
      body = fs.readFileSync(path.join(staticDir, name) + PRECOMPRESSED[enc]);
    } catch {
      return null;
    }
    const digest = createHash('sha1').update(body).digest('base64url').slice(0, 16);
    const got = { body, etag: `W/"${enc}-${body.length.toString(16)}-${digest}"` };
    kept.set(key, got);
    return got;
  }

  return {
    /**
     * Sends the asset's precompressed file in the encoding the client prefers; false when there is
     * none to send (the client accepts neither, the file is not one the build compressed): the
     * caller then lets Next serve it.
     */
    send(req: FastifyRequest, reply: FastifyReply): boolean {
      const name = (req.params as { '*'?: string })['*'] ?? '';
      const type = TYPES[path.extname(name)];
      const enc = pickEncoding(req.headers['accept-encoding']);
      if (!type || !enc || !SAFE_NAME.test(name) || name.split('/').includes('..')) return false;
      const got = variant(name, enc);
      if (!got) return false;
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('vary', 'Accept-Encoding');
      reply.header('etag', got.etag);
      if (req.headers['if-none-match'] === got.etag) {
        void reply.status(304).send();
        return true;
      }
      reply.header('content-type', type);
      reply.header('content-encoding', enc);
      void reply.send(got.body);
      return true;
    },
  };
}
