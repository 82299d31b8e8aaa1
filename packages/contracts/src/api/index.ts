import type { TApiRoute } from './route';
import { ACCOUNT_APP_ROUTES } from './account-app';
import { SCHEDULE_ROUTES } from './schedule';
import { SITE_ROUTES } from './site';

export * from './route';
export { SITE_ROUTES } from './site';
export { ACCOUNT_APP_ROUTES } from './account-app';
export { SCHEDULE_ROUTES, ZDataHotQuerySchema, ZLiveTimeSchema, type TLiveTime } from './schedule';

/**
 * The route table: every API call the server answers and the web makes, each declared once.
 * A module's routes live in their own file beside this one and are spread in here.
 */
export const API_ROUTES = {
  ...SITE_ROUTES,
  ...ACCOUNT_APP_ROUTES,
  ...SCHEDULE_ROUTES,
} satisfies Record<string, TApiRoute>;

export type TApiRouteName = keyof typeof API_ROUTES;
