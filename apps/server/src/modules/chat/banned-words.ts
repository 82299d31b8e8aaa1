import { BANNED_WORD_MAX_LENGTH, CHAT_MASK } from '@sports/contracts';
import type { ChatRepository } from './repository';
import { clean, lengthOf } from './text';

/** Banned words are read again after this long (another process, such as the admin CLI, may change them). */
export const BANNED_WORDS_TTL_MS = 10_000;

/**
 * The banned-word list of the chat: stored as messages are cleaned (so a word matches the text it
 * is meant to catch), one entry per word whatever its case (masking ignores case), and masked as
 * `**` wherever chat stores text. Changes made here are enforced at once by this process.
 */
export function bannedWordRules(repo: ChatRepository, now: () => number) {
  let cached: { patterns: RegExp[]; at: number } | null = null;

  /** One case-insensitive pattern per word, compiled once per read of the list. */
  async function current(): Promise<RegExp[]> {
    if (!cached || now() - cached.at > BANNED_WORDS_TTL_MS) {
      const rows = await repo.bannedWords();
      // Longest first, so a longer word is masked whole before a shorter one inside it.
      const words = rows.map((r) => r.word).sort((a, b) => b.length - a.length);
      cached = { patterns: words.map((w) => new RegExp(w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu')), at: now() };
    }
    return cached.patterns;
  }
  function normalise(word: string): string {
    const w = clean(word);
    if (!w) throw new Error('违禁词不能为空');
    return w;
  }
  /** Stored words equal to `word` when case is ignored. */
  async function storedAs(word: string): Promise<string[]> {
    const key = word.toLowerCase();
    return (await repo.bannedWords()).map((r) => r.word).filter((w) => w.toLowerCase() === key);
  }

  return {
    /** Every occurrence of a banned word (case-insensitive) becomes `**`. */
    async mask(content: string): Promise<string> {
      let out = content;
      for (const re of await current()) out = out.replace(re, CHAT_MASK);
      return out;
    },
    /** The stored words, in order. */
    async list(): Promise<string[]> {
      return (await repo.bannedWords()).map((r) => r.word);
    },
    /** Adds a word as it will be matched; `added` is false when it (in any case) is there already. */
    async add(word: string): Promise<{ word: string; added: boolean }> {
      const w = normalise(word);
      if (lengthOf(w) > BANNED_WORD_MAX_LENGTH) throw new Error(`违禁词不能超过${BANNED_WORD_MAX_LENGTH}个字`);
      cached = null;
      if ((await storedAs(w)).length) return { word: w, added: false };
      return { word: w, added: Boolean(await repo.addBannedWord(w, now())) };
    },
    /** Removes a word (in any case); `removed` is false when there was none. */
    async remove(word: string): Promise<{ word: string; removed: boolean }> {
      const w = normalise(word);
      cached = null;
      let removed = 0;
      for (const stored of await storedAs(w)) removed += await repo.removeBannedWord(stored);
      return { word: w, removed: removed > 0 };
    },
  };
}
