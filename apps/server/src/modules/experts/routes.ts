import { EXPERT_ROUTES as R } from '@sports/contracts';
import { currentUserId, requireUserId } from '../../http/auth';
import type { RateLimiter } from '../../http/rate-limit';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { ExpertService } from './service';

/** Per user: publishing, buying, withdrawing and applying, at most `burst` in each window. */
export const PLAN_LIMIT = { burst: 10, windowMs: 10_000 } as const;
const sportOf = (matchType: number) => (matchType === 2 ? 'basketball' : 'football');

/** Main API (/tapi): SPEC §7's /tj/* calls and buying, withdrawing, following, applying. */
export function expertTapiRoutes(svc: ExpertService, limiter: RateLimiter) {
  const paced = async (uid: number) => limiter.enforce(`plan:${uid}`, PLAN_LIMIT.burst, PLAN_LIMIT.windowMs, 'PLAN_TOO_FAST');
  return async (app: Api) => {
    serve(app, R.tjMatch, {
      handler: async (req) => {
        await svc.requireExpert(await requireUserId(req));
        return svc.publishing.openMatches({
          sport: sportOf(req.query.matchType),
          word: req.query.searchValue || undefined,
          competition: req.query.competition || undefined,
        });
      },
    });
    serve(app, R.tjMatchFilter, { handler: async (req) => svc.publishing.filter(sportOf(req.query.matchType)) });
    serve(app, R.publishPlan, {
      handler: async (req) => {
        const uid = await requireUserId(req);
        await paced(uid);
        const id = await svc.publishing.publish(uid, req.body);
        return svc.views.detail(id, uid);
      },
    });
    serve(app, R.planDetail, { handler: async (req) => svc.views.detail(req.params.id, await currentUserId(req)) });
    serve(app, R.buyPlan, {
      handler: async (req) => {
        const uid = await requireUserId(req);
        await paced(uid);
        return svc.trade.buy(uid, req.body.id);
      },
    });
    serve(app, R.editPlan, {
      handler: async (req) => {
        const uid = await requireUserId(req);
        await paced(uid);
        await svc.trade.refuseEdit(uid, req.params.id);
        return null;
      },
    });
    serve(app, R.withdrawPlan, {
      handler: async (req) => {
        const uid = await requireUserId(req);
        await paced(uid);
        await svc.trade.withdraw(uid, req.body.id);
        return null;
      },
    });
    serve(app, R.expertApply, {
      handler: async (req) => {
        const uid = await requireUserId(req);
        await paced(uid);
        return svc.applications.apply(uid, req.body);
      },
    });
    serve(app, R.expertApplication, { handler: async (req) => svc.applications.mine(await requireUserId(req)) });
    serve(app, R.expertFollow, {
      handler: async (req) => {
        const uid = await requireUserId(req);
        await limiter.enforce(`expert-follow:${uid}`, 20, 10_000);
        return svc.views.follow(uid, req.body.expertId, req.body.flag, Date.now());
      },
    });
    serve(app, R.expertHomeRec, {
      handler: async (req) => {
        const viewer = await currentUserId(req);
        const head = await svc.views.head(req.body.expertId, viewer);
        const plans = await svc.views.plans({ expertId: req.body.expertId, status: 'open', page: 1, pageSize: 20 }, viewer);
        return { head, plans: plans.list };
      },
    });
    serve(app, R.expertIndexRecommends, { handler: async (req) => svc.guideIndex(req.body, await currentUserId(req)) });
    for (const route of [R.expertPcExperts, R.expertPcRec, R.expertPcMore]) {
      serve(app, route, { handler: async (req) => svc.views.ranked(req.body, await currentUserId(req)) });
    }
    serve(app, R.expertPcRecommends, { handler: async (req) => svc.views.plans(req.body, await currentUserId(req)) });
    serve(app, R.expertPcMatch, { handler: async (req) => svc.views.plans(req.body, await currentUserId(req)) });
    serve(app, R.expertCenterHead, { handler: async (req) => svc.views.head(req.body.expertId, await currentUserId(req)) });
    serve(app, R.expertCenterRecommends, { handler: async (req) => svc.views.plans(req.body, await currentUserId(req)) });
  };
}
