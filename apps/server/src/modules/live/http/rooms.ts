import { LIVE_ROUTES as R } from '@sports/contracts';
import { currentUserId, requireUser } from '../../../http/auth';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { LiveService } from '../service';
import type { LiveLimit } from './limits';

/** Rooms: the list, detail, online count, the anchor's settings, hot rooms. */
export function roomRoutes(app: Api, svc: LiveService, limit: LiveLimit) {
  const shared = svc.sharedAnswer;
  serve(app, R.roomPage, {
    handler: async (req, reply) => shared(req, reply, R.roomPage, () => svc.page(req.query)),
  });
  serve(app, R.roomDetail, {
    handler: async (req) => svc.detail(req.query.roomId, await currentUserId(req)),
  });
  serve(app, R.roomDetailShowNum, {
    handler: async (req) => svc.online(req.query.roomId),
  });
  serve(app, R.roomInfo, {
    handler: async (req) => svc.info(await requireUser(req), req.query.roomId),
  });
  serve(app, R.roomUpdate, {
    handler: async (req) => {
      const user = await requireUser(req);
      await limit('roomUpdate', Number(user.id));
      return svc.update(user, req.body);
    },
  });
  serve(app, R.hotRooms, {
    handler: async (req, reply) => shared(req, reply, R.hotRooms, () => svc.hotRooms(req.query.size)),
  });
}

/** What viewers and anchors do around rooms: search, reports, an anchor's stream history. */
export function roomActivityRoutes(app: Api, svc: LiveService, limit: LiveLimit) {
  const shared = svc.sharedAnswer;
  serve(app, R.searchRooms, {
    // Anchor cards say whether the caller follows them: a signed-in caller's answer is their own.
    handler: async (req, reply) => {
      const viewerId = await currentUserId(req);
      return viewerId ? svc.search(req.query, viewerId) : shared(req, reply, R.searchRooms, () => svc.search(req.query, null));
    },
  });
  serve(app, R.report, {
    handler: async (req) => {
      const user = await requireUser(req);
      await limit('report', Number(user.id));
      await svc.report(Number(user.id), req.body);
      return null;
    },
  });
  serve(app, R.history, {
    handler: async (req) => svc.history(await requireUser(req), req.query),
  });
}
