import { WELCOME_MAX_COUNT, type TWelcomeItem } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { ChatPorts } from './channels';
import type { ChatRepository } from './repository';
import { clean } from './text';

/** An anchor's welcome messages (/tapi/user/wel/*): anchors only; banned words are masked. */
export function welcomeUseCases(repo: ChatRepository, ports: ChatPorts, mask: (content: string) => Promise<string>, now: () => number) {
  async function anchorUser(userId: number) {
    const u = await ports.user(userId);
    if (!u) throw new AppError('UNAUTHORIZED');
    if (!u.isAnchor) throw new AppError('NOT_ANCHOR');
    return u;
  }

  return {
    // Anchor welcome messages (/tapi/user/wel/*).
    async welcomes(userId: number): Promise<TWelcomeItem[]> {
      await anchorUser(userId);
      return (await repo.welcomes(userId)).map((w) => ({
        id: Number(w.id),
        content: w.content,
        inUse: Boolean(w.in_use),
        createdAt: Number(w.created_at),
      }));
    },
    async addWelcome(userId: number, content: string) {
      await anchorUser(userId);
      if ((await repo.welcomes(userId)).length >= WELCOME_MAX_COUNT) throw new AppError('WELCOME_LIMIT');
      await repo.addWelcome(userId, await mask(clean(content)), now());
    },
    async editWelcome(userId: number, id: number, content: string) {
      await anchorUser(userId);
      if (!(await repo.editWelcome(userId, id, await mask(clean(content))))) throw new AppError('CHAT_RECORD_NOT_FOUND');
    },
    async deleteWelcome(userId: number, id: number) {
      await anchorUser(userId);
      if (!(await repo.deleteWelcome(userId, id))) throw new AppError('CHAT_RECORD_NOT_FOUND');
    },
    async useWelcome(userId: number, id: number) {
      await anchorUser(userId);
      if (!(await repo.useWelcome(userId, id))) throw new AppError('CHAT_RECORD_NOT_FOUND');
    },
  };
}
