import type { TApiRoute } from './route';
import { MATCH_ROUTES } from './match';
import { SITE_ROUTES } from './site';

export * from './route';
export { SITE_ROUTES } from './site';
export { MATCH_ROUTES } from './match';

/**
 * The route table: every API call the server answers and the web makes, each declared once.
 * A module's routes live in their own file beside this one and are spread in here.
 */
export const API_ROUTES = {
  ...SITE_ROUTES,
  ...MATCH_ROUTES,
} satisfies Record<string, TApiRoute>;

export type TApiRouteName = keyof typeof API_ROUTES;
