import type { TApiRoute } from './route';
import { IDENTITY_ROUTES } from './identity';
import { CHAT_ROUTES } from './chat';
import { LIVE_ROUTES } from './live';
import { MEDIA_ROUTES } from './media';
import { RECHARGE_ROUTES } from './recharge';
import { SPORTS_ROUTES } from './sports';
import { WALLET_ROUTES } from './wallet';
import { WITHDRAW_ROUTES } from './withdraw';
import { ACCOUNT_APP_ROUTES } from './account-app';
import { SCHEDULE_ROUTES } from './schedule';
import { MATCH_ROUTES } from './match';
import { DATACENTRE_ROUTES } from './datacentre';
import { SITE_ROUTES } from './site';
import { CONTENT_ROUTES } from './content';
import { EXPERT_ROUTES } from './experts';
import { CONSOLE_ROUTES } from './console';
import { CLIP_ROUTES, REPLAY_ROUTES } from './replays';

export * from './route';
export * from './ref';
export * as API_CALLS from './calls';
export * as CONSOLE_CALLS from './console-calls';
export * from './in-process';
export { IDENTITY_ROUTES } from './identity';
export { CHAT_ROUTES } from './chat';
export { LIVE_ROUTES, ZFanSchema, ZFansQuerySchema, ZRoomInfoQuerySchema, type TFan } from './live';
export { MEDIA_ROUTES } from './media';
export { RECHARGE_ROUTES } from './recharge';
export { SPORTS_ROUTES } from './sports';
export { WALLET_ROUTES } from './wallet';
export { WITHDRAW_ROUTES } from './withdraw';
export { SITE_ROUTES } from './site';
export { ACCOUNT_APP_ROUTES } from './account-app';
export { SCHEDULE_ROUTES, ZDataHotQuerySchema, ZLiveTimeSchema, type TLiveTime } from './schedule';
export { MATCH_ROUTES } from './match';
export { DATACENTRE_ROUTES } from './datacentre';
export { CONTENT_ROUTES } from './content';
export { EXPERT_ROUTES } from './experts';
export { CONSOLE_ROUTES } from './console';
export { CLIP_ROUTES, REPLAY_ROUTES } from './replays';

/** Each module's part of the table; a route name belongs to one part only (a test checks none hides another). */
export const API_ROUTE_PARTS: readonly Record<string, TApiRoute>[] = [
  SITE_ROUTES,
  IDENTITY_ROUTES,
  WITHDRAW_ROUTES,
  WALLET_ROUTES,
  SPORTS_ROUTES,
  RECHARGE_ROUTES,
  MEDIA_ROUTES,
  LIVE_ROUTES,
  CHAT_ROUTES,
  ACCOUNT_APP_ROUTES,
  SCHEDULE_ROUTES,
  MATCH_ROUTES,
  DATACENTRE_ROUTES,
  CONTENT_ROUTES,
  EXPERT_ROUTES,
  CONSOLE_ROUTES,
  REPLAY_ROUTES,
  CLIP_ROUTES,
];

/**
 * The route table: every API call the server answers and the web makes, each declared once.
 * A module's routes live in their own file beside this one and are spread in here.
 */
export const API_ROUTES = {
  ...SITE_ROUTES,
  ...IDENTITY_ROUTES,
  ...WITHDRAW_ROUTES,
  ...WALLET_ROUTES,
  ...SPORTS_ROUTES,
  ...RECHARGE_ROUTES,
  ...MEDIA_ROUTES,
  ...LIVE_ROUTES,
  ...CHAT_ROUTES,
  ...ACCOUNT_APP_ROUTES,
  ...SCHEDULE_ROUTES,
  ...MATCH_ROUTES,
  ...DATACENTRE_ROUTES,
  ...CONTENT_ROUTES,
  ...EXPERT_ROUTES,
  ...CONSOLE_ROUTES,
  ...REPLAY_ROUTES,
  ...CLIP_ROUTES,
} satisfies Record<string, TApiRoute>;

export type TApiRouteName = keyof typeof API_ROUTES;
