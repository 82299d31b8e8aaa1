import {
  DEFAULT_SITE_CONFIG,
  visibleBanners,
  type TAboutPage,
  type TAdvert,
  type TAnnouncement,
  type TBanner,
  type TDownloadConfig,
  type TDownloadInfo,
  type TPosterCategory,
  type TSiteConfig,
  type TBrand,
} from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { SiteRepository } from './repository';

type LinkRow = Awaited<ReturnType<SiteRepository['listBanners']>>[number];

/** Presenter: a stored banner/advert row as the client sees it (the console adds its own columns). */
export function presentLink(r: LinkRow): TBanner {
  return {
    id: Number(r.id),
    title: r.title,
    imageUrl: r.image_url,
    innerPageId: r.inner_page_id,
    jumpType: r.jump_type,
    targetId: r.target_id,
    outerLink: r.outer_link,
    sort: r.sort,
  };
}

async function readJson<T>(repo: SiteRepository, key: string): Promise<T | undefined> {
  const raw = await repo.getSetting(key);
  return raw === undefined ? undefined : (JSON.parse(raw) as T);
}

export const SETTING_KEYS = {
  config: 'cms.config',
  download: 'download.config',
  downloadInfo: 'download.info',
} as const;

/** Placeholders stored content may use; demo texts stay correct whichever brand the server runs. */
export function brandFiller(brand: Pick<TBrand, 'name' | 'footer'>) {
  const values: Record<string, string> = {
    brand: brand.name,
    company: brand.footer.company,
    phone: brand.footer.phone,
    email: brand.footer.email,
    address: brand.footer.address,
  };
  const text = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
  /** Fills every string inside a JSON value (download config and info). */
  const deep = <T>(v: T): T => {
    if (typeof v === 'string') return text(v) as T;
    if (Array.isArray(v)) return v.map(deep) as T;
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deep(x)])) as T;
    return v;
  };
  return { text, deep };
}

/** `encryptionKey`: the running brand's request-encryption key, handed to clients in the site config when set. */
export function siteService(repo: SiteRepository, brand: Pick<TBrand, 'name' | 'footer'>, opts: { encryptionKey?: string } = {}) {
  const fill = brandFiller(brand);
  return {
    /** Operator settings other capabilities keep here (e.g. the minimum withdrawal). */
    getSetting: (key: string) => repo.getSetting(key),
    setSetting: (key: string, value: string) => repo.setSetting(key, value),
    async config(): Promise<TSiteConfig> {
      const stored = await readJson<Partial<TSiteConfig>>(repo, SETTING_KEYS.config);
      const { encryptKey: _ignored, ...rest } = stored ?? {};
      return { ...DEFAULT_SITE_CONFIG, ...rest, ...(opts.encryptionKey ? { encryptKey: opts.encryptionKey } : {}) };
    },
    async navList() {
      const rows = await repo.listNav();
      return rows.map((r) => ({ id: Number(r.id), name: r.name, sportId: r.sport_id, icon: r.icon, sort: r.sort }));
    },
    /** Every category with its state, for other capabilities (rooms keep a category, disabled or not). */
    async navCategories(): Promise<{ id: number; name: string; enabled: boolean }[]> {
      return (await repo.listAllNav()).map((r) => ({ id: Number(r.id), name: r.name, enabled: Boolean(r.enabled) }));
    },
    /** Banners for a channel, honouring SPEC's "at most 7 shown when 8 or more". */
    async banners(channel: 'pc' | 'app', limit: number): Promise<TBanner[]> {
      return visibleBanners((await repo.listBanners(channel, limit)).map(presentLink));
    },
    async adverts(placeCode: string): Promise<TAdvert[]> {
      const rows = await repo.listAdverts(placeCode);
      return rows.map((r) => ({ ...presentLink(r), placeCode: r.place_code }));
    },
    /** Posters of a place grouped by category, categories in the order of their first poster. */
    async posterCategories(placeCode: string): Promise<TPosterCategory[]> {
      const groups = new Map<string, TBanner[]>();
      for (const r of await repo.listPosters(placeCode)) groups.set(r.category, [...(groups.get(r.category) ?? []), presentLink(r)]);
      return [...groups].map(([name, posters]) => ({ name, posters }));
    },
    async downloadConfig(): Promise<TDownloadConfig> {
      const cfg = await readJson<TDownloadConfig>(repo, SETTING_KEYS.download);
      if (!cfg) throw new AppError('NOT_FOUND', '暂无下载配置');
      return fill.deep(cfg);
    },
    async downloadInfo(): Promise<TDownloadInfo> {
      const info = await readJson<TDownloadInfo>(repo, SETTING_KEYS.downloadInfo);
      if (!info) throw new AppError('NOT_FOUND', '暂无下载信息');
      return fill.deep(info);
    },
    async announcements(page: number, pageSize: number) {
      const { rows, total } = await repo.listAnnouncements(page, pageSize);
      return {
        list: rows.map((r) => ({
          id: Number(r.id),
          title: fill.text(r.title),
          summary: fill.text(r.summary),
          publishedAt: Number(r.published_at),
        })),
        totalNumber: total,
      };
    },
    async announcement(id: number): Promise<TAnnouncement> {
      const r = await repo.getAnnouncement(id);
      if (!r) throw new AppError('NOT_FOUND', '公告不存在或已下线');
      return {
        id: Number(r.id),
        title: fill.text(r.title),
        summary: fill.text(r.summary),
        content: fill.text(r.content),
        publishedAt: Number(r.published_at),
      };
    },
    async about(id: string): Promise<TAboutPage> {
      const r = await repo.getAbout(id);
      if (!r) throw new AppError('NOT_FOUND', '页面不存在');
      const paragraphs = fill
        .text(r.body)
        .split(/\n{2,}/)
        .map((x) => x.trim())
        .filter(Boolean);
      return { id: r.id, title: fill.text(r.title), paragraphs, updatedAt: Number(r.updated_at) };
    },
    async aboutList() {
      const rows = await repo.listAbout();
      return { list: rows.map((r) => ({ id: r.id, title: fill.text(r.title) })) };
    },
  };
}
export type SiteService = ReturnType<typeof siteService>;
