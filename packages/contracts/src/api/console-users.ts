import { z } from 'zod';
import { ZConsoleIdParamSchema } from '../console';
import {
  ZConsoleDeviceBanBodySchema,
  ZConsoleIpBanBodySchema,
  ZConsoleLiftBodySchema,
  ZConsoleSanctionBodySchema,
  ZConsoleUserDetailSchema,
  ZConsoleUserQuerySchema,
  ZConsoleUserRowSchema,
  ZConsoleWarnBodySchema,
  ZSanctionSchema,
} from '../console-users';
import { ZPageQuerySchema } from '../envelope';
import { ZRecordPageSchema } from '../wallet-recharge';
import { defineRoute } from './route';

const tags = ['console'] as const;
const security = [{ operatorSession: [] }] as const;

/** Users and their site-wide sanctions in the console (part of CONSOLE_ROUTES). */
export const CONSOLE_USER_ROUTES = {
  consoleUserSearch: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/users',
    tags,
    summary: '按用户ID、手机号或昵称查找用户（最多20个）',
    query: ZConsoleUserQuerySchema,
    data: z.array(ZConsoleUserRowSchema),
    security,
  }),
  consoleUserDetail: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/users/:id',
    tags,
    summary: '用户资料、钱包余额与处罚记录（查看记入操作日志）',
    params: ZConsoleIdParamSchema,
    data: ZConsoleUserDetailSchema,
    security,
  }),
  consoleUserRecords: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/users/:id/records',
    tags,
    summary: '用户的钱包流水（分页，最新在前）',
    params: ZConsoleIdParamSchema,
    query: ZPageQuerySchema,
    data: ZRecordPageSchema,
    security,
  }),
  consoleIpBans: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/sanctions/ip',
    tags,
    summary: 'IP 封禁记录（生效中的在前，最多100条）',
    data: z.array(ZSanctionSchema),
    security,
  }),
  consoleSanction: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/sanctions',
    tags,
    summary: '全站禁言或封号一段时间或永久（须填原因；封号使其所有登录失效）',
    body: ZConsoleSanctionBodySchema,
    data: ZSanctionSchema,
    security,
  }),
  consoleIpBan: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/sanctions/ip',
    tags,
    summary: '封禁IP一段时间：该地址不能登录、注册和发言（须填原因）',
    body: ZConsoleIpBanBodySchema,
    data: ZSanctionSchema,
    security,
  }),
  consoleDeviceBan: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/sanctions/device',
    tags,
    summary: '封禁设备一段时间：该设备不能登录、注册和发言，其上的登录立即失效（须填原因）',
    body: ZConsoleDeviceBanBodySchema,
    data: ZSanctionSchema,
    security,
  }),
  consoleWarn: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/sanctions/warn',
    tags,
    summary: '警告用户：警告内容进入其系统消息',
    body: ZConsoleWarnBodySchema,
    data: ZSanctionSchema,
    security,
  }),
  consoleSanctionLift: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/sanctions/:id/lift',
    tags,
    summary: '提前解除禁言、封号、IP封禁或设备封禁（须填原因）',
    params: ZConsoleIdParamSchema,
    body: ZConsoleLiftBodySchema,
    data: ZSanctionSchema,
    security,
  }),
};
