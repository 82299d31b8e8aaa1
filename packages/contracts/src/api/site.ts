import { z } from 'zod';
import { ZCommonQuerySchema } from '../envelope';
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
  ZDownloadConfigSchema,
  ZDownloadInfoSchema,
  ZHotSearchListSchema,
  ZIdParamSchema,
  ZNavItemSchema,
  ZSiteConfigSchema,
} from '../site';
import { defineRoute } from './route';

const tags = ['site'] as const;
const ZAnnouncementQuerySchema = ZCommonQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** Site config, banners, adverts, announcements, about pages, navigation, hot searches, downloads. */
export const SITE_ROUTES = {
  siteConfig: defineRoute({ method: 'GET', prefix: '/tapi', path: '/inform/get/cms/config', tags, summary: '站点配置', query: ZCommonQuerySchema, data: ZSiteConfigSchema }),
  pcBanners: defineRoute({ method: 'GET', prefix: '/tapi', path: '/inform/info/banner', tags, summary: 'PC 轮播图', query: ZBannerQuerySchema, data: z.array(ZBannerSchema) }),
  adverts: defineRoute({ method: 'GET', prefix: '/tapi', path: '/inform/advert/v2/adv', tags, summary: '广告位', query: ZAdvertQuerySchema, data: z.array(ZAdvertSchema) }),
  announcements: defineRoute({ method: 'GET', prefix: '/tapi', path: '/inform/announcement/list', tags, summary: '公告列表', query: ZAnnouncementQuerySchema, data: ZAnnouncementListSchema }),
  announcement: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/inform/announcement/detail/:id',
    tags,
    summary: '公告详情',
    params: ZIdParamSchema,
    query: ZCommonQuerySchema,
    data: ZAnnouncementSchema,
  }),
  aboutList: defineRoute({ method: 'GET', prefix: '/tapi', path: '/inform/about/list', tags, summary: '关于我们页面列表', query: ZCommonQuerySchema, data: ZAboutListSchema }),
  about: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/inform/about/:id',
    tags,
    summary: '关于我们页面',
    params: z.object({ id: ZAboutIdSchema }),
    query: ZCommonQuerySchema,
    data: ZAboutPageSchema,
  }),
  navList: defineRoute({ method: 'GET', prefix: '/api', path: '/nav/list', tags, summary: '直播分类导航', query: ZCommonQuerySchema, data: z.array(ZNavItemSchema) }),
  appBanners: defineRoute({ method: 'GET', prefix: '/api', path: '/banner/list', tags, summary: '直播页轮播图', query: ZBannerQuerySchema, data: z.array(ZBannerSchema) }),
  hotSearch: defineRoute({ method: 'GET', prefix: '/api', path: '/search/list', tags, summary: '热门搜索', query: ZCommonQuerySchema, data: ZHotSearchListSchema }),
  downloadConfig: defineRoute({ method: 'GET', prefix: '/api', path: '/download/config', tags, summary: 'APP 下载配置', query: ZCommonQuerySchema, data: ZDownloadConfigSchema }),
  downloadInfo: defineRoute({ method: 'GET', prefix: '/api', path: '/download/info', tags, summary: 'APP 介绍', query: ZCommonQuerySchema, data: ZDownloadInfoSchema }),
  downloadTips: defineRoute({ method: 'GET', prefix: '/aapi', path: '/download/tips', tags, summary: 'APP 下载提示', query: ZCommonQuerySchema, data: ZDownloadInfoSchema }),
};
