import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesEcbEncrypt, decryptPassword, encryptPassword, openJson, sealJson } from './codec';

describe('password cipher (AES-128-CBC, PKCS#7, base64)', () => {
  const key = 'abcdefghijklmnop';
  const iv = '0123456789abcdef';

  it('matches node:crypto and round-trips', async () => {
    const ct = await encryptPassword('secret123', key, iv);
    const c = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
    expect(ct).toBe(Buffer.concat([c.update('secret123', 'utf8'), c.final()]).toString('base64'));
    expect(await decryptPassword(ct, key, iv)).toBe('secret123');
  });

  it('refuses a wrong key', async () => {
    const ct = await encryptPassword('secret123', key, iv);
    await expect(decryptPassword(ct, 'ponmlkjihgfedcba', iv).then((p) => p === 'secret123')).rejects.toThrow();
  });
});

describe('captcha points (AES-128-ECB)', () => {
  it('equals node aes-128-ecb for one and several blocks', async () => {
    const key = 'ABCDEFGHabcdefgh';
    for (const text of [
      '{"x":12,"y":5}',
      JSON.stringify([
        { x: 10, y: 20 },
        { x: 100, y: 60 },
        { x: 200, y: 90 },
      ]),
    ]) {
      const c = createCipheriv('aes-128-ecb', Buffer.from(key), null);
      const expected = Buffer.concat([c.update(text, 'utf8'), c.final()]).toString('base64');
      expect(await aesEcbEncrypt(text, key)).toBe(expected);
      const d = createDecipheriv('aes-128-ecb', Buffer.from(key), null);
      expect(Buffer.concat([d.update(Buffer.from(expected, 'base64')), d.final()]).toString()).toBe(text);
    }
  });
});

describe('request encryption (deflate + AES-256-GCM)', () => {
  const key = randomBytes(32).toString('base64');

  it('round-trips a request and a large response', async () => {
    const req = { path: '/tapi/user/login', query: { a: '1' }, body: { mobile: '13800000000', 名: '中文' }, ts: 1 };
    expect(await openJson(await sealJson(req, key), key)).toEqual(req);
    const big = { code: 200, message: 'success', data: { list: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `球队${i}` })) } };
    const sealed = await sealJson(big, key);
    expect(sealed.length).toBeLessThan(JSON.stringify(big).length);
    expect(await openJson(sealed, key)).toEqual(big);
  });

  it('uses a fresh iv each time and rejects tampering or another key', async () => {
    const a = await sealJson({ x: 1 }, key);
    expect(await sealJson({ x: 1 }, key)).not.toBe(a);
    const bytes = Buffer.from(a, 'base64');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    await expect(openJson(bytes.toString('base64'), key)).rejects.toThrow();
    await expect(openJson(a, randomBytes(32).toString('base64'))).rejects.toThrow();
  });
});
