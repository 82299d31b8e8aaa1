import 'server-only';
import type {
  TAboutPage,
  TAnnouncementListItem,
  TAdvert,
  TBanner,
  TDownloadConfig,
  TDownloadInfo,
  THotSearchItem,
  TNavItem,
} from '@sports/contracts';
import { ssrData, ssrGet } from './api.server';

/** Site capability reads for server rendering; list calls default to empty on failure (SPEC §7). */
export const siteData = {
  pcBanners: (limit = 10) => ssrData<TBanner[]>('/tapi/inform/info/banner', [], { limit }),
  appBanners: (limit = 10) => ssrData<TBanner[]>('/api/banner/list', [], { limit }),
  adverts: (placeCode: string) => ssrData<TAdvert[]>('/tapi/inform/advert/v2/adv', [], { placeCode }),
  announcements: (page = 1, pageSize = 10) =>
    ssrData<{ list: TAnnouncementListItem[]; totalNumber: number }>(
      '/tapi/inform/announcement/list',
      { list: [], totalNumber: 0 },
      { page, pageSize },
    ),
  navList: () => ssrData<TNavItem[]>('/api/nav/list', []),
  hotSearch: async () => (await ssrData<{ list: THotSearchItem[] }>('/api/search/list', { list: [] })).list,
  aboutList: async () => (await ssrData<{ list: Pick<TAboutPage, 'id' | 'title'>[] }>('/tapi/inform/about/list', { list: [] })).list,
  about: (id: string) => ssrData<TAboutPage | null>(`/tapi/inform/about/${encodeURIComponent(id)}`, null),
  downloadConfig: () => ssrData<TDownloadConfig | null>('/api/download/config', null),
  downloadInfo: () => ssrData<TDownloadInfo | null>('/api/download/info', null),
};

export { ssrGet };
