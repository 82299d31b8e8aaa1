import { CONSOLE_ROUTES } from '@sports/contracts';
import { consoleAction, type ConsoleAction } from '../../http/console';
import type { ChatService } from './service';

/** Chat moderation in the console: silence a user in a room for a period, a room's slow mode and follower-only mode, the banned words. */
export function chatConsoleActions(chat: ChatService): ConsoleAction[] {
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleChatMute,
      permission: 'report.act',
      async handler(req, ctx) {
        const { roomId, userId, minutes, reason } = req.body;
        const { before, until } = await chat.operatorMute(roomId, userId, minutes, ctx.operator.name);
        ctx.note({ target: `room:${roomId} user:${userId}`, before: { mute: before }, after: { mute: { until }, minutes, reason } });
        return { until };
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleChatSlowMode,
      permission: 'report.act',
      async handler(req, ctx) {
        const { roomId, seconds } = req.body;
        const { before, after } = await chat.setSlowMode(roomId, seconds);
        ctx.note({ target: `room:${roomId}`, before: { slowSeconds: before }, after: { slowSeconds: after } });
        return { roomId, seconds: after };
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleChatFollowersOnly,
      permission: 'report.act',
      async handler(req, ctx) {
        const { roomId, on } = req.body;
        const { before, after } = await chat.setFollowersOnly(roomId, on);
        ctx.note({ target: `room:${roomId}`, before: { followersOnly: before }, after: { followersOnly: after } });
        return { roomId, on: after };
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleBannedWords,
      permission: 'report.read',
      handler: () => chat.bannedWords(),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleBannedWordAdd,
      permission: 'report.act',
      async handler(req, ctx) {
        const r = await chat.addBannedWord(req.body.word);
        ctx.note({ target: `banned-word:${r.word}`, before: null, after: r });
        return r;
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleBannedWordRemove,
      permission: 'report.act',
      async handler(req, ctx) {
        const r = await chat.removeBannedWord(req.body.word);
        ctx.note({ target: `banned-word:${r.word}`, before: { word: r.word }, after: r });
        return r;
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleHornPost,
      permission: 'report.act',
      async handler(req, ctx) {
        const id = await chat.systemHorn(req.body.content);
        ctx.note({ target: `horn:${id}`, before: null, after: { content: req.body.content } });
        return { id };
      },
    }),
  ];
}
