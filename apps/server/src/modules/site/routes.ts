import { SITE_ROUTES as R } from '@sports/contracts';
import { currentUserId } from '../../http/auth';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { HotSearchUseCases } from './hot-search';
import type { SiteService } from './service';

/** Main API (/tapi): site config, banners, adverts, announcements, about pages. */
export function siteTapiRoutes(svc: SiteService) {
  return async (app: Api) => {
    serve(app, R.siteConfig, { handler: () => svc.config() });
    serve(app, R.pcBanners, { handler: (req) => svc.banners('pc', req.query.limit) });
    serve(app, R.adverts, { handler: (req) => svc.adverts(req.query.placeCode) });
    serve(app, R.posterCategories, { handler: (req) => svc.posterCategories(req.query.placeCode) });
    serve(app, R.announcements, { handler: (req) => svc.announcements(req.query.page, req.query.pageSize) });
    serve(app, R.announcement, { handler: (req) => svc.announcement(req.params.id) });
    serve(app, R.aboutList, { handler: () => svc.aboutList() });
    serve(app, R.about, { handler: (req) => svc.about(req.params.id) });
  };
}

/** App API host (/api): live navigation, app banners, download config, hot searches. */
export function siteApiRoutes(svc: SiteService, hot: HotSearchUseCases) {
  return async (app: Api) => {
    serve(app, R.navList, { handler: () => svc.navList() });
    serve(app, R.appBanners, { handler: (req) => svc.banners('app', req.query.limit) });
    serve(app, R.hotSearch, { handler: () => hot.list() });
    serve(app, R.searchRecord, {
      handler: async (req) => {
        const userId = await currentUserId(req);
        await hot.record(userId === null ? `ip:${req.ip}` : `u:${userId}`, req.body.word);
        return null;
      },
    });
    serve(app, R.downloadConfig, { handler: () => svc.downloadConfig() });
    serve(app, R.downloadInfo, { handler: () => svc.downloadInfo() });
  };
}

/** The "aapi" environment of SPEC §7 serves the download tips. */
export function siteAapiRoutes(svc: SiteService) {
  return async (app: Api) => {
    serve(app, R.downloadTips, { handler: () => svc.downloadInfo() });
  };
}
