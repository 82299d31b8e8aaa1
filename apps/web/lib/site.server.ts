import 'server-only';
import { API_ROUTES as R, ZAboutIdSchema } from '@sports/contracts';
import { ssrCall } from './api.server';
import { dataOr } from './api-answer';

/** Site capability reads for server rendering; list calls default to empty on failure (SPEC §7). */
export const siteData = {
  pcBanners: async (limit = 10) => dataOr(await ssrCall(R.pcBanners, { query: { limit } }), []),
  appBanners: async (limit = 10) => dataOr(await ssrCall(R.appBanners, { query: { limit } }), []),
  adverts: async (placeCode: string) => dataOr(await ssrCall(R.adverts, { query: { placeCode } }), []),
  announcements: async (page = 1, pageSize = 10) =>
    dataOr(await ssrCall(R.announcements, { query: { page, pageSize } }), { list: [], totalNumber: 0 }),
  navList: async () => dataOr(await ssrCall(R.navList), []),
  hotSearch: async () => dataOr(await ssrCall(R.hotSearch), { list: [] }).list,
  aboutList: async () => dataOr(await ssrCall(R.aboutList), { list: [] }).list,
  about: async (id: string) => {
    const known = ZAboutIdSchema.safeParse(id);
    return known.success ? dataOr(await ssrCall(R.about, { params: { id: known.data } }), null) : null;
  },
  downloadConfig: async () => dataOr(await ssrCall(R.downloadConfig), null),
  downloadInfo: async () => dataOr(await ssrCall(R.downloadInfo), null),
};
