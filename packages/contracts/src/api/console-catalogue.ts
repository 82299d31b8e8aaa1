import { z } from 'zod';
import { ZConsoleIdParamSchema } from '../console';
import {
  ZConsoleAboutBodySchema,
  ZConsoleAboutIdParamSchema,
  ZConsoleAboutPageSchema,
  ZConsoleGiftBodySchema,
  ZConsoleGiftSchema,
  ZConsoleNoblePriceBodySchema,
  ZConsoleNobleRankParamSchema,
  ZConsoleNobleRankSchema,
} from '../console-catalogue';
import { defineRoute } from './route';

const tags = ['console'] as const;
const security = [{ operatorSession: [] }] as const;

/** The console's gift catalogue, nobility prices and about pages (part of CONSOLE_ROUTES). */
export const CONSOLE_CATALOGUE_ROUTES = {
  consoleGifts: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/catalogue/gifts',
    tags,
    summary: '礼物目录（含已下架）',
    data: z.array(ZConsoleGiftSchema),
    security,
  }),
  consoleGiftUpdate: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/catalogue/gifts/:id',
    tags,
    summary: '修改礼物名称、价格、上下架',
    params: ZConsoleIdParamSchema,
    body: ZConsoleGiftBodySchema,
    data: ZConsoleGiftSchema,
    security,
  }),
  consoleNobleRanks: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/catalogue/noble',
    tags,
    summary: '贵族等级价格',
    data: z.array(ZConsoleNobleRankSchema),
    security,
  }),
  consoleNoblePrice: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/catalogue/noble/:rank',
    tags,
    summary: '修改贵族开通/续费价格（每月）',
    params: ZConsoleNobleRankParamSchema,
    body: ZConsoleNoblePriceBodySchema,
    data: ZConsoleNobleRankSchema,
    security,
  }),
  consoleAboutPages: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/content/about',
    tags,
    summary: '关于我们页面',
    data: z.array(ZConsoleAboutPageSchema),
    security,
  }),
  consoleAboutUpdate: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/content/about/:id',
    tags,
    summary: '修改关于我们页面的标题和正文',
    params: ZConsoleAboutIdParamSchema,
    body: ZConsoleAboutBodySchema,
    data: ZConsoleAboutPageSchema,
    security,
  }),
};
