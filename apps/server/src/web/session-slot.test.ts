import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION, SERVED_SESSION_ID, servedSessionText, type TUserInfo } from '@sports/contracts';
import { crc32Combine, filledPage, sessionSlot, x8nModP } from './session-slot';

const page = (session: string, body = 'x'.repeat(5000)) =>
  `<!DOCTYPE html><html><head><script type="application/json" id="${SERVED_SESSION_ID}">${session}</script></head><body>${body}</body></html>`;
const anon = servedSessionText(ANONYMOUS_SESSION);
const user = (nickName: string) => ({ ...ANONYMOUS_SESSION, userInfo: { id: 7, nickName } as TUserInfo });

describe('a shared page with the visitor session in it', () => {
  it('puts the session in the element, plain or gzipped, marking a user', () => {
    const html = page(anon, `<p>${randomBytes(40_000).toString('base64')}</p>`);
    const slot = sessionSlot(html);
    if (!slot) throw new Error('no slot');
    const session = user('球迷');
    const plain = filledPage(slot, session, false).toString();
    expect(plain).toBe(html.replace(`">${anon}`, `" data-user="1">${servedSessionText(session)}`));
    expect(gunzipSync(filledPage(slot, session, true)).toString()).toBe(plain);
    // An anonymous (or rejected) session: the page as it was, not marked.
    expect(filledPage(slot, ANONYMOUS_SESSION, false).toString()).toBe(html);
    expect(gunzipSync(filledPage(slot, { ...ANONYMOUS_SESSION, authRejected: true }, true)).toString()).toContain('"authRejected":true');
  });

  it('keeps a nickname from ending the element', () => {
    const slot = sessionSlot(page(anon));
    if (!slot) throw new Error('no slot');
    const nick = '</script><script>alert(1)</script><!--';
    const html = gunzipSync(filledPage(slot, user(nick), true)).toString();
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const text = /data-user="1">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(text).userInfo.nickName).toBe(nick);
  });

  it('carries a session longer than one stored block', () => {
    const slot = sessionSlot(page(anon));
    if (!slot) throw new Error('no slot');
    const long = user('长'.repeat(30_000));
    expect(gunzipSync(filledPage(slot, long, true)).toString()).toBe(filledPage(slot, long, false).toString());
  });

  it('finds no slot in a page without the element', () => {
    expect(sessionSlot('<html><body>no session</body></html>')).toBeNull();
  });

  it("combines two parts' checksums as the checksum of both", () => {
    for (const [a, b] of [
      [randomBytes(1000), randomBytes(70_001)],
      [Buffer.alloc(0), randomBytes(3)],
      [randomBytes(5), Buffer.alloc(0)],
    ] as const)
      expect(crc32Combine(crc32(a), crc32(b), x8nModP(b.length))).toBe(crc32(Buffer.concat([a, b])));
  });
});
