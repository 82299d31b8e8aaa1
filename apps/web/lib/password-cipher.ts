'use client';

const utf8 = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/**
 * SPEC §7 password transport: AES-128-CBC with PKCS#7 padding (WebCrypto's AES-CBC pads that way),
 * key and iv the 16-character strings of a one-time dynamic key, ciphertext in base64.
 */
export async function encryptPassword(password: string, key: string, iv: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', utf8.encode(key), { name: 'AES-CBC' }, false, ['encrypt']);
  const cipher = await crypto.subtle.encrypt({ name: 'AES-CBC', iv: utf8.encode(iv) }, cryptoKey, utf8.encode(password));
  return toBase64(new Uint8Array(cipher));
}
