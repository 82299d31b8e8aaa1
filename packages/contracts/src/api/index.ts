import type { TApiRoute } from './route';
import { DATACENTRE_ROUTES } from './datacentre';
import { SITE_ROUTES } from './site';

export * from './route';
export { SITE_ROUTES } from './site';
export { DATACENTRE_ROUTES } from './datacentre';

/**
 * The route table: every API call the server answers and the web makes, each declared once.
 * A module's routes live in their own file beside this one and are spread in here.
 */
export const API_ROUTES = {
  ...SITE_ROUTES,
  ...DATACENTRE_ROUTES,
} satisfies Record<string, TApiRoute>;

export type TApiRouteName = keyof typeof API_ROUTES;
