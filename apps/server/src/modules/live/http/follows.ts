import { LIVE_ROUTES as R } from '@sports/contracts';
import { currentUserId, requireUser, requireUserId } from '../../../http/auth';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { LiveService } from '../service';
import type { LiveLimit } from './limits';

/** Follows: following anchors and matches, my follows, personal spaces and their follow and fan lists. */
export function followApiRoutes(app: Api, svc: LiveService, limit: LiveLimit) {
  serve(app, R.operAttention, {
    // SPEC lists it as a GET; it changes data, so it asks for the X-Requested-With header.
    options: { config: { csrf: true } },
    handler: async (req) => {
      const user = await requireUser(req);
      await limit('attention', Number(user.id));
      return svc.operAttention(Number(user.id), req.query);
    },
  });
  serve(app, R.pageAttention, {
    handler: async (req) => svc.pageAttention(await requireUserId(req), req.query),
  });
  serve(app, R.attentionMatches, {
    handler: async (req) => svc.attentionMatches(await requireUserId(req)),
  });
}

export function followTapiRoutes(app: Api, svc: LiveService) {
  serve(app, R.personalSpace, {
    handler: async (req) => svc.space(req.query.id, await currentUserId(req)),
  });
  serve(app, R.spaceAttention, {
    handler: async (req) =>
      await svc.attentionOf(req.query.userId, req.query.type, req.query.page, req.query.pageSize, await currentUserId(req)),
  });
}
