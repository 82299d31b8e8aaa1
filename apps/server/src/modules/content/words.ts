import { AppError } from '../../http/errors';
import type { ContentPorts } from './ports';

/** The chat's banned-word list applied to posts and comments: text that contains a word is refused (nothing stored). */
export function wordFilter(ports: ContentPorts) {
  return async function refuseBanned(...texts: string[]): Promise<void> {
    const words = (await ports.bannedWords()).map((w) => w.toLowerCase()).filter(Boolean);
    const hay = texts.join('\n').toLowerCase();
    if (words.some((w) => hay.includes(w))) throw new AppError('CONTENT_BANNED_WORD');
  };
}
