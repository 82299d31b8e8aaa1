import { SITE_ROUTES as R } from '@sports/contracts';
import { currentUserId } from '../../http/auth';
import { serve } from '../../http/route';
import { serveKept, type SharedAnswers } from '../../http/shared-answers';
import type { Api } from '../../http/types';
import type { HotSearchUseCases } from './hot-search';
import type { SiteService } from './service';

// Every public call here answers every visitor alike: kept per query and content version (decision 0072).

/** Main API (/tapi): site config, banners, adverts, announcements, about pages. */
export function siteTapiRoutes(svc: SiteService, kept: SharedAnswers) {
  return async (app: Api) => {
    serveKept(app, kept, R.siteConfig, () => svc.config());
    serveKept(app, kept, R.pcBanners, (req) => svc.banners('pc', req.query.limit));
    serveKept(app, kept, R.adverts, (req) => svc.adverts(req.query.placeCode));
    serveKept(app, kept, R.posterCategories, (req) => svc.posterCategories(req.query.placeCode));
    serveKept(app, kept, R.announcements, (req) => svc.announcements(req.query.page, req.query.pageSize));
    serveKept(app, kept, R.announcement, (req) => svc.announcement(req.params.id), 'params');
    serveKept(app, kept, R.aboutList, () => svc.aboutList());
    serveKept(app, kept, R.about, (req) => svc.about(req.params.id), 'params');
  };
}

/** App API host (/api): live navigation, app banners, download config, hot searches. */
export function siteApiRoutes(svc: SiteService, hot: HotSearchUseCases, kept: SharedAnswers) {
  return async (app: Api) => {
    serveKept(app, kept, R.navList, () => svc.navList());
    serveKept(app, kept, R.appBanners, (req) => svc.banners('app', req.query.limit));
    serveKept(app, kept, R.hotSearch, () => hot.list());
    serve(app, R.searchRecord, {
      handler: async (req) => {
        const userId = await currentUserId(req);
        await hot.record(userId === null ? `ip:${req.ip}` : `u:${userId}`, req.body.word);
        return null;
      },
    });
    serveKept(app, kept, R.downloadConfig, () => svc.downloadConfig());
    serveKept(app, kept, R.downloadInfo, () => svc.downloadInfo());
  };
}

/** The "aapi" environment of SPEC §7 serves the download tips. */
export function siteAapiRoutes(svc: SiteService, kept: SharedAnswers) {
  return async (app: Api) => {
    serveKept(app, kept, R.downloadTips, () => svc.downloadInfo());
  };
}
