import { z } from 'zod';
import { ZConsoleEnableSchema, ZConsoleIdParamSchema } from '../console';
import { ZConsoleAdvertBodySchema, ZConsoleAdvertSchema, ZConsoleBannerBodySchema, ZConsoleBannerSchema } from '../console-site';
import { defineRoute } from './route';

const tags = ['console'] as const;
const security = [{ operatorSession: [] }] as const;
const ok = z.object({ ok: z.literal(true) });

/** Banners (beyond the list and on/off switch) and adverts by place code in the console (part of CONSOLE_ROUTES). */
export const CONSOLE_SITE_ROUTES = {
  consoleBannerCreate: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/content/banners',
    tags,
    summary: '新建轮播图（图片、渠道、排序、跳转）',
    body: ZConsoleBannerBodySchema,
    data: ZConsoleBannerSchema,
    security,
  }),
  consoleBannerUpdate: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/content/banners/:id',
    tags,
    summary: '修改轮播图',
    params: ZConsoleIdParamSchema,
    body: ZConsoleBannerBodySchema,
    data: ZConsoleBannerSchema,
    security,
  }),
  consoleBannerDelete: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/content/banners/:id/delete',
    tags,
    summary: '删除轮播图',
    params: ZConsoleIdParamSchema,
    data: ok,
    security,
  }),
  consoleAdverts: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/content/adverts',
    tags,
    summary: '广告（全部广告位，含已下线）',
    data: z.array(ZConsoleAdvertSchema),
    security,
  }),
  consoleAdvertCreate: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/content/adverts',
    tags,
    summary: '新建广告（广告位、图片、排序、跳转）',
    body: ZConsoleAdvertBodySchema,
    data: ZConsoleAdvertSchema,
    security,
  }),
  consoleAdvertUpdate: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/content/adverts/:id',
    tags,
    summary: '修改广告',
    params: ZConsoleIdParamSchema,
    body: ZConsoleAdvertBodySchema,
    data: ZConsoleAdvertSchema,
    security,
  }),
  consoleAdvertEnable: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/content/adverts/:id/enable',
    tags,
    summary: '上线/下线广告',
    params: ZConsoleIdParamSchema,
    body: ZConsoleEnableSchema,
    data: ZConsoleAdvertSchema,
    security,
  }),
  consoleAdvertDelete: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/content/adverts/:id/delete',
    tags,
    summary: '删除广告',
    params: ZConsoleIdParamSchema,
    data: ok,
    security,
  }),
};
