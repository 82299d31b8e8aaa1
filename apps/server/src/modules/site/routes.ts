import { z } from 'zod';
import {
  ZAboutIdSchema,
  ZAboutListSchema,
  ZAboutPageSchema,
  ZAdvertQuerySchema,
  ZAdvertSchema,
  ZAnnouncementListSchema,
  ZAnnouncementSchema,
  ZBannerQuerySchema,
  ZBannerSchema,
  ZCommonQuerySchema,
  ZDownloadConfigSchema,
  ZDownloadInfoSchema,
  ZEnvelope,
  ZHotSearchListSchema,
  ZIdParamSchema,
  ZNavItemSchema,
  ZSiteConfigSchema,
} from '@sports/contracts';
import { ok } from '../../http/envelope';
import type { Api } from '../../http/types';
import type { SiteService } from './service';

const tags = ['site'];
const ZAnnouncementQuerySchema = ZCommonQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** Main API (/tapi): site config, banners, adverts, announcements, about pages. */
export function siteTapiRoutes(svc: SiteService) {
  return async (app: Api) => {
    app.get('/inform/get/cms/config', {
      schema: { tags, summary: '站点配置', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(ZSiteConfigSchema) } },
      handler: async () => ok(await svc.config()),
    });
    app.get('/inform/info/banner', {
      schema: { tags, summary: 'PC 轮播图', querystring: ZBannerQuerySchema, response: { 200: ZEnvelope(z.array(ZBannerSchema)) } },
      handler: async (req) => ok(await svc.banners('pc', req.query.limit)),
    });
    app.get('/inform/advert/v2/adv', {
      schema: { tags, summary: '广告位', querystring: ZAdvertQuerySchema, response: { 200: ZEnvelope(z.array(ZAdvertSchema)) } },
      handler: async (req) => ok(await svc.adverts(req.query.placeCode)),
    });
    app.get('/inform/announcement/list', {
      schema: { tags, summary: '公告列表', querystring: ZAnnouncementQuerySchema, response: { 200: ZEnvelope(ZAnnouncementListSchema) } },
      handler: async (req) => ok(await svc.announcements(req.query.page, req.query.pageSize)),
    });
    app.get('/inform/announcement/detail/:id', {
      schema: { tags, summary: '公告详情', params: ZIdParamSchema, querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(ZAnnouncementSchema) } },
      handler: async (req) => ok(await svc.announcement(req.params.id)),
    });
    app.get('/inform/about/list', {
      schema: { tags, summary: '关于我们页面列表', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(ZAboutListSchema) } },
      handler: async () => ok(await svc.aboutList()),
    });
    app.get('/inform/about/:id', {
      schema: { tags, summary: '关于我们页面', params: z.object({ id: ZAboutIdSchema }), querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(ZAboutPageSchema) } },
      handler: async (req) => ok(await svc.about(req.params.id)),
    });
  };
}

/** App API host (/api): live navigation, app banners, download config, hot searches. */
export function siteApiRoutes(svc: SiteService) {
  return async (app: Api) => {
    app.get('/nav/list', {
      schema: { tags, summary: '直播分类导航', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(z.array(ZNavItemSchema)) } },
      handler: async () => ok(await svc.navList()),
    });
    app.get('/banner/list', {
      schema: { tags, summary: '直播页轮播图', querystring: ZBannerQuerySchema, response: { 200: ZEnvelope(z.array(ZBannerSchema)) } },
      handler: async (req) => ok(await svc.banners('app', req.query.limit)),
    });
    app.get('/search/list', {
      schema: { tags, summary: '热门搜索', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(ZHotSearchListSchema) } },
      handler: async () => ok(await svc.hotSearch()),
    });
    app.get('/download/config', {
      schema: { tags, summary: 'APP 下载配置', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(ZDownloadConfigSchema) } },
      handler: async () => ok(await svc.downloadConfig()),
    });
    app.get('/download/info', {
      schema: { tags, summary: 'APP 介绍', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(ZDownloadInfoSchema) } },
      handler: async () => ok(await svc.downloadInfo()),
    });
  };
}

/** The "aapi" environment of SPEC §7 serves the download tips. */
export function siteAapiRoutes(svc: SiteService) {
  return async (app: Api) => {
    app.get('/download/tips', {
      schema: { tags, summary: 'APP 下载提示', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(ZDownloadInfoSchema) } },
      handler: async () => ok(await svc.downloadInfo()),
    });
  };
}
