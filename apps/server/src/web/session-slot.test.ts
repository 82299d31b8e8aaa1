import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION, SERVED_SESSION_ID, SERVED_USER_ID, servedSessionText, type TUserInfo } from '@sports/contracts';
import { filledPage, sessionSlot, type SessionSlot } from './session-slot';

const page = (session: string, body = 'x'.repeat(5000)) =>
  `<!DOCTYPE html><html><head><script type="application/json" id="${SERVED_SESSION_ID}">${session}</script></head><body>${body}</body></html>`;
const anon = servedSessionText(ANONYMOUS_SESSION);
const user = (nickName: string) => ({ ...ANONYMOUS_SESSION, userInfo: { id: 7, nickName } as TUserInfo });
const decoded = { br: brotliDecompressSync, gzip: gunzipSync };

function slotOf(html: string): SessionSlot {
  const slot = sessionSlot(html);
  if (!slot) throw new Error('no slot');
  return slot;
}

describe('a shared page with the visitor session in it', () => {
  it("adds the session's element at the end of the body, plain, br or gzip, marking a user", async () => {
    const html = page(anon, `<p>${randomBytes(40_000).toString('base64')}</p>`);
    const slot = slotOf(html);
    const session = user('球迷');
    const plain = (await filledPage(slot, session, null)).toString();
    const element = `<script type="application/json" id="${SERVED_USER_ID}">${servedSessionText(session)}</script>`;
    expect(plain).toBe(html.replace(`">${anon}`, `" data-user="1">${anon}`).replace('</body>', `${element}</body>`));
    for (const enc of ['br', 'gzip'] as const) {
      expect(decoded[enc](await filledPage(slot, session, enc)).toString()).toBe(plain);
      // A rejected token: the page not marked, its session element telling the client so.
      const rejected = decoded[enc](await filledPage(slot, { ...ANONYMOUS_SESSION, authRejected: true }, enc)).toString();
      expect(rejected).not.toContain('data-user');
      expect(rejected).toContain('"authRejected":true');
      // An anonymous visitor: the page as it was rendered.
      expect(decoded[enc](await filledPage(slot, null, enc)).toString()).toBe(html);
    }
    expect((await filledPage(slot, null, null)).toString()).toBe(html);
  });

  it('keeps a nickname from ending the element', async () => {
    const slot = slotOf(page(anon));
    const nick = '</script><script>alert(1)</script><!--';
    const html = gunzipSync(await filledPage(slot, user(nick), 'gzip')).toString();
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const text = new RegExp(`id="${SERVED_USER_ID}">(.*?)</script>`).exec(html)?.[1] ?? '';
    expect(JSON.parse(text).userInfo.nickName).toBe(nick);
  });

  it('carries a session longer than one stored block', async () => {
    const slot = slotOf(page(anon));
    const long = user('长'.repeat(30_000));
    const plain = (await filledPage(slot, long, null)).toString();
    for (const enc of ['br', 'gzip'] as const) expect(decoded[enc](await filledPage(slot, long, enc)).toString()).toBe(plain);
  });

  it('compresses each form once, and makes the forms asked for before on warming', async () => {
    const slot = slotOf(page(anon));
    expect(slot.used()).toEqual([]);
    const first = await slot.compressed(true, 'br');
    expect(await slot.compressed(true, 'br')).toBe(first);
    await filledPage(slot, null, 'gzip');
    const next = slotOf(page(anon));
    await next.warm(slot.used());
    expect(next.used().sort()).toEqual(['br:true', 'gzip:false']);
  });

  it('finds no slot in a page without the element or without a body end', () => {
    expect(sessionSlot('<html><body>no session</body></html>')).toBeNull();
    expect(sessionSlot(page(anon).replace('</body>', ''))).toBeNull();
  });
});
