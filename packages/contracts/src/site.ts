import { z } from 'zod';
import { ZCommonQuerySchema } from './envelope';
import { SEARCH_WORD_MAX } from './live';

export const ZSiteConfigSchema = z.object({
  jiyanSwitch: z.number().int(),
  customerServiceUrl: z.string(),
  customerServiceSwitch: z.string(),
  /** the brand's request-encryption key (base64, docs/encryption.md); present only when the brand turns encryption on */
  encryptKey: z.string().optional(),
});
export type TSiteConfig = z.infer<typeof ZSiteConfigSchema>;
/** SPEC §9 defaults, used when the config call fails. */
export const DEFAULT_SITE_CONFIG: TSiteConfig = { jiyanSwitch: 0, customerServiceUrl: '', customerServiceSwitch: '0' };

export const ZNavItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sportId: z.number().int(),
  icon: z.string(),
  sort: z.number().int(),
});
export type TNavItem = z.infer<typeof ZNavItemSchema>;

export const ZHotSearchItemSchema = z.object({ word: z.string(), rank: z.number().int() });
export type THotSearchItem = z.infer<typeof ZHotSearchItemSchema>;
export const ZHotSearchListSchema = z.object({ list: z.array(ZHotSearchItemSchema) });
/** A search someone made; hot searches are counted from these. */
export const ZSearchRecordSchema = z.object({
  word: z
    .string({ error: '请输入搜索内容' })
    .trim()
    .min(1, { error: '请输入搜索内容' })
    .max(SEARCH_WORD_MAX, { error: `搜索内容不能超过${SEARCH_WORD_MAX}个字` }),
});

export const ZBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  innerPageId: z.number().int().nullable(),
  jumpType: z.number().int().nullable(),
  targetId: z.string().nullable(),
  outerLink: z.string().nullable(),
  sort: z.number().int(),
});
export type TBanner = z.infer<typeof ZBannerSchema>;
export const ZBannerQuerySchema = ZCommonQuerySchema.extend({
  limit: z.coerce.number().int().min(1, 'limit 需为 1-50 的整数').max(50, 'limit 需为 1-50 的整数').default(10),
});

export const ZAdvertSchema = ZBannerSchema.extend({ placeCode: z.string() });
export type TAdvert = z.infer<typeof ZAdvertSchema>;
/** A named group of posters of one place code (SPEC §7 /inform/poster/v2/cate/list). */
export const ZPosterCategorySchema = z.object({ name: z.string(), posters: z.array(ZBannerSchema) });
export type TPosterCategory = z.infer<typeof ZPosterCategorySchema>;
export const ZAdvertQuerySchema = ZCommonQuerySchema.extend({
  placeCode: z
    .string({ error: '缺少广告位编码 placeCode' })
    .trim()
    .regex(/^[a-zA-Z0-9_-]{1,32}$/, '广告位编码格式不正确'),
});

export const ZDownloadConfigSchema = z.object({
  appName: z.string(),
  version: z.string(),
  androidUrl: z.string(),
  iosUrl: z.string(),
  /** Page a QR code should encode: the download landing page. */
  landingUrl: z.string(),
  size: z.string(),
  updatedAt: z.number().int(),
});
export type TDownloadConfig = z.infer<typeof ZDownloadConfigSchema>;

export const ZDownloadInfoSchema = z.object({
  appName: z.string(),
  version: z.string(),
  description: z.string(),
  features: z.array(z.object({ title: z.string(), text: z.string() })),
  tips: z.array(z.string()),
});
export type TDownloadInfo = z.infer<typeof ZDownloadInfoSchema>;

export const ZAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  publishedAt: z.number().int(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncementSchema>;
export const ZAnnouncementListItemSchema = ZAnnouncementSchema.omit({ content: true });
export type TAnnouncementListItem = z.infer<typeof ZAnnouncementListItemSchema>;
export const ZAnnouncementListSchema = z.object({
  list: z.array(ZAnnouncementListItemSchema),
  totalNumber: z.number().int(),
});

/** About pages: 10001-10006, 005, and the agreement/privacy documents. */
export const ABOUT_IDS = ['10001', '10002', '10003', '10004', '10005', '10006', '005', 'agreement', 'privacy'] as const;
export const ZAboutIdSchema = z.enum(ABOUT_IDS, { error: '页面不存在' });
export const ZAboutPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Paragraphs of plain text; rendered escaped. */
  paragraphs: z.array(z.string()),
  updatedAt: z.number().int(),
});
export type TAboutPage = z.infer<typeof ZAboutPageSchema>;
export const ZAboutListSchema = z.object({ list: z.array(ZAboutPageSchema.pick({ id: true, title: true })) });

export const ZIdParamSchema = z.object({
  id: z.coerce.number({ error: 'id 必须是数字' }).int('id 必须是整数').positive('id 必须是正整数'),
});
