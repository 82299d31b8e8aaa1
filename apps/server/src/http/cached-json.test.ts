import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cachedAnswer, cachedJson, pickEncoding, PreparedBody } from './cached-json';

describe('cached JSON answers', () => {
  it('picks br, else gzip, among the encodings a client accepts', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('GZIP')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('compresses once per encoding, to bytes that decode to the JSON', async () => {
    const json = JSON.stringify({ code: 200, data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `比赛${i}` })) });
    const body = cachedJson(json);
    const gz = await body.encoded('gzip');
    expect(await body.encoded('gzip')).toBe(gz);
    expect(gunzipSync(gz).toString()).toBe(json);
    expect(brotliDecompressSync(await body.encoded('br')).toString()).toBe(json);
  });

  it('answers at once when the bytes are ready, and with a promise while they are compressed (decision 0068)', async () => {
    const json = JSON.stringify({ code: 200, data: 'x'.repeat(4000) });
    const body = cachedJson(json);
    const headers: Record<string, string> = {};
    const reply = { header: (k: string, v: string) => ((headers[k] = v), reply) } as unknown as FastifyReply;
    const req = (enc: string) => ({ encrypted: false, headers: { 'accept-encoding': enc } }) as unknown as FastifyRequest;
    // Uncompressed: the JSON's bytes, made once for every such answer.
    const plain = cachedAnswer(req('identity'), reply, body) as PreparedBody;
    expect(plain).toEqual(new PreparedBody(Buffer.from(json)));
    expect((cachedAnswer(req('identity'), reply, body) as PreparedBody).body).toBe(plain.body);
    const first = cachedAnswer(req('br'), reply, body);
    expect(first).toBeInstanceOf(Promise);
    const bytes = (await first).body;
    expect(body.ready('br')).toBe(bytes);
    const kept = cachedAnswer(req('br'), reply, body);
    expect(kept).toBeInstanceOf(PreparedBody);
    expect((kept as PreparedBody).body).toBe(bytes);
    expect(headers['content-encoding']).toBe('br');
  });
});
