import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedJson, pickEncoding } from './cached-json';

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
});
