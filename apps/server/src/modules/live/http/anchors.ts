import { LIVE_ROUTES as R } from '@sports/contracts';
import { currentUserId, requireUser, requireUserId } from '../../../http/auth';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { LiveService } from '../service';
import type { LiveLimit } from './limits';

/** Anchors: hot, recommended, searched, their fans, who streams a match, the ranks. */
export function anchorRoutes(app: Api, svc: LiveService) {
  const shared = svc.sharedAnswer;
  serve(app, R.hotAnchors, {
    // Anchor cards say whether the caller follows them: a signed-in caller's answer is their own.
    handler: async (req, reply) => {
      const viewerId = await currentUserId(req);
      const { size, type } = req.query;
      return viewerId ? svc.hotAnchors(size, type, viewerId) : shared(req, reply, R.hotAnchors, () => svc.hotAnchors(size, type, null));
    },
  });
  serve(app, R.recommendAnchors, {
    handler: async (req) => svc.recommendAnchors(await currentUserId(req)),
  });
  serve(app, R.anchorPage, {
    handler: async (req) => svc.pageAnchors(req.query.word, req.query.page, req.query.pageSize, await currentUserId(req)),
  });
  serve(app, R.fans, {
    handler: async (req) => svc.fans(req.query.anchorId, req.query.page, req.query.pageSize),
  });
  serve(app, R.anchorsByMatch, {
    handler: async (req) => svc.anchorsByMatch(req.query.matchId, req.query.matchType, await currentUserId(req)),
  });
  serve(app, R.rankAnchor, {
    // The same for every caller: kept per period and list version, which follows move (migration 0043).
    handler: async (req, reply) => {
      const type = req.query.rankType;
      const since = svc.rankPeriod(type);
      return shared(req, reply, R.rankAnchor, () => svc.rank('anchor', type, { since }), { type, since });
    },
  });
  // Diamonds gifted are the wallet's, which keeps no version of them: built per call.
  serve(app, R.rankPrice, {
    handler: async (req) => svc.rank('price', req.query.rankType),
  });
}

/** Applications to become an anchor. */
export function applicationRoutes(app: Api, svc: LiveService, limit: LiveLimit) {
  serve(app, R.auditInfo, {
    handler: async (req) => svc.auditInfo(await requireUserId(req)),
  });
  serve(app, R.auditSubmit, {
    handler: async (req) => {
      const user = await requireUser(req);
      await limit('audit', Number(user.id));
      return svc.auditSubmit(user, req.body);
    },
  });
}
