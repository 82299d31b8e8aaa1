import { ZBalancesSchema } from '../account';
import { ZCommonQuerySchema } from '../envelope';
import { ZGradeSchema } from '../grade';
import { ZUserInfoSchema } from '../identity';
import { defineRoute } from './route';

/** The app host's user calls of SPEC §7 (/api/user/info, /api/user/coin) and the level page's call. */
export const ACCOUNT_APP_ROUTES = {
  appUserInfo: defineRoute({
    method: 'GET',
    prefix: '/api',
    path: '/user/info',
    tags: ['identity'],
    summary: '当前用户信息（App 接口，同 /tapi/user/center/info）',
    query: ZCommonQuerySchema,
    data: ZUserInfoSchema,
  }),
  userCoin: defineRoute({
    method: 'GET',
    prefix: '/api',
    path: '/user/coin',
    tags: ['wallet'],
    summary: '当前用户的球钻与球票（App 接口，同 /tapi/pay/balances）',
    query: ZCommonQuerySchema,
    data: ZBalancesSchema,
  }),
  userGrade: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/user/grade',
    tags: ['identity'],
    summary: '我的等级：等级、经验、下一级所需经验与等级特权',
    query: ZCommonQuerySchema,
    data: ZGradeSchema,
  }),
};
