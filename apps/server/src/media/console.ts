import { CONSOLE_ROUTES, type TConsoleRoomState } from '@sports/contracts';
import { consoleAction, type ConsoleAction } from '../http/console';
import { AppError } from '../http/errors';
import type { MediaService } from './service';

/** What the console's room controls read from the other capabilities (wired in compose). */
export interface RoomControlPorts {
  /** The room (live), or null when there is no such room. */
  room(roomId: number): Promise<{ title: string; anchorId: number; isLive: boolean } | null>;
  /** The room's chat modes (chat). */
  chatModes(roomId: number): Promise<{ slowSeconds: number; followersOnly: boolean }>;
}

/**
 * A room's live state in the console (issue 15): read it, cut the current stream (the anchor may open
 * the room again), close the room (no 开播 until reopened) and reopen it, each with a reason. Closing
 * and reopening write their audit entry in the transaction that changes the room.
 */
export function mediaConsoleActions(media: MediaService, ports: RoomControlPorts): ConsoleAction[] {
  async function state(roomId: number): Promise<TConsoleRoomState> {
    const room = await ports.room(roomId);
    if (!room) throw new AppError('ROOM_NOT_FOUND');
    const [s, modes] = await Promise.all([media.state(roomId), ports.chatModes(roomId)]);
    return {
      roomId,
      title: room.title,
      anchorId: room.anchorId,
      live: room.isLive || s.live,
      up: s.up,
      closed: s.closed,
      slowSeconds: modes.slowSeconds,
      followersOnly: modes.followersOnly,
    };
  }
  return [
    consoleAction({ route: CONSOLE_ROUTES.consoleRoomState, permission: 'report.read', handler: (req) => state(req.params.id) }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleRoomCut,
      permission: 'report.act',
      async handler(req, ctx) {
        const before = await state(req.params.id);
        await media.cut(req.params.id);
        const after = await state(req.params.id);
        ctx.note({
          target: `room:${req.params.id}`,
          before: { live: before.live, up: before.up },
          after: { live: after.live, up: after.up, reason: req.body.reason },
        });
        return after;
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleRoomClose,
      permission: 'report.act',
      atomic: true,
      async handler(req, ctx) {
        const before = await state(req.params.id);
        const { reason } = req.body;
        await media.close(req.params.id, reason, ctx.operator.name, (trx) =>
          ctx.commit(trx, {
            target: `room:${req.params.id}`,
            before: { live: before.live, up: before.up, closed: before.closed },
            after: { closed: true, reason },
          }),
        );
        return state(req.params.id);
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleRoomReopen,
      permission: 'report.act',
      atomic: true,
      async handler(req, ctx) {
        const before = await state(req.params.id);
        await media.reopen(req.params.id, (trx) =>
          ctx.commit(trx, {
            target: `room:${req.params.id}`,
            before: { closed: before.closed },
            after: { closed: false, reason: req.body.reason },
          }),
        );
        return state(req.params.id);
      },
    }),
  ];
}
