import { SITE_ROUTES as R } from '@sports/contracts';
import { currentUserId } from '../../http/auth';
import { serve } from '../../http/route';
import type { SharedAnswers } from '../../http/shared-answers';
import type { Api } from '../../http/types';
import type { HotSearchUseCases } from './hot-search';
import type { SiteService } from './service';

// Every public call here answers every visitor alike: kept per query and content version (decision 0072).

/** Main API (/tapi): site config, banners, adverts, announcements, about pages. */
export function siteTapiRoutes(svc: SiteService, kept: SharedAnswers) {
  return async (app: Api) => {
    serve(app, R.siteConfig, { handler: (req, reply) => kept.answer(req, reply, R.siteConfig, () => svc.config()) });
    serve(app, R.pcBanners, { handler: (req, reply) => kept.answer(req, reply, R.pcBanners, () => svc.banners('pc', req.query.limit)) });
    serve(app, R.adverts, { handler: (req, reply) => kept.answer(req, reply, R.adverts, () => svc.adverts(req.query.placeCode)) });
    serve(app, R.posterCategories, {
      handler: (req, reply) => kept.answer(req, reply, R.posterCategories, () => svc.posterCategories(req.query.placeCode)),
    });
    serve(app, R.announcements, {
      handler: (req, reply) => kept.answer(req, reply, R.announcements, () => svc.announcements(req.query.page, req.query.pageSize)),
    });
    serve(app, R.announcement, {
      handler: (req, reply) => kept.answer(req, reply, R.announcement, () => svc.announcement(req.params.id), req.params),
    });
    serve(app, R.aboutList, { handler: (req, reply) => kept.answer(req, reply, R.aboutList, () => svc.aboutList()) });
    serve(app, R.about, { handler: (req, reply) => kept.answer(req, reply, R.about, () => svc.about(req.params.id), req.params) });
  };
}

/** App API host (/api): live navigation, app banners, download config, hot searches. */
export function siteApiRoutes(svc: SiteService, hot: HotSearchUseCases, kept: SharedAnswers) {
  return async (app: Api) => {
    serve(app, R.navList, { handler: (req, reply) => kept.answer(req, reply, R.navList, () => svc.navList()) });
    serve(app, R.appBanners, { handler: (req, reply) => kept.answer(req, reply, R.appBanners, () => svc.banners('app', req.query.limit)) });
    serve(app, R.hotSearch, { handler: (req, reply) => kept.answer(req, reply, R.hotSearch, () => hot.list()) });
    serve(app, R.searchRecord, {
      handler: async (req) => {
        const userId = await currentUserId(req);
        await hot.record(userId === null ? `ip:${req.ip}` : `u:${userId}`, req.body.word);
        return null;
      },
    });
    serve(app, R.downloadConfig, { handler: (req, reply) => kept.answer(req, reply, R.downloadConfig, () => svc.downloadConfig()) });
    serve(app, R.downloadInfo, { handler: (req, reply) => kept.answer(req, reply, R.downloadInfo, () => svc.downloadInfo()) });
  };
}

/** The "aapi" environment of SPEC §7 serves the download tips. */
export function siteAapiRoutes(svc: SiteService, kept: SharedAnswers) {
  return async (app: Api) => {
    serve(app, R.downloadTips, { handler: (req, reply) => kept.answer(req, reply, R.downloadTips, () => svc.downloadInfo()) });
  };
}
