import { z } from 'zod';
import { INNER_PAGES } from './navigation';

/**
 * Banners and adverts in the console (issue 15). Both are "link" rows: a picture with SPEC §2's jump
 * fields. Jump type 1 opens an inner page (INNER_PAGES, the ids of decision 0003; pages that append
 * an id need targetId); jump type 2 opens the outer link; no jump type links nowhere.
 */
export const LINK_JUMP_TYPES = { 1: '站内页面', 2: '外部链接' } as const;
export type TLinkJumpType = keyof typeof LINK_JUMP_TYPES;

/** The operators' names of the inner pages (ids without a page, such as 8, are not offered). */
export const INNER_PAGE_LABELS: Record<number, string> = {
  1: '首页',
  2: '足球比分',
  3: '篮球比分',
  4: '足球比赛直播',
  5: '篮球比赛直播',
  6: '专家推荐',
  7: '专家主页',
  9: '全部直播',
  10: '直播间',
};

/** Banner channels: the PC site's home carousel and the app/live-hall carousel. */
export const BANNER_CHANNELS = { pc: 'PC端', app: 'App/直播大厅' } as const;

/** Place codes the site shows (SPEC §7 /inform/advert/v2/adv?placeCode); operators may add others the apps use. */
export const ADVERT_PLACES: Record<string, string> = { home001: '首页', zhibo001: '直播页', sidebar001: '侧边栏' };
export const ADVERT_PLACE_RE = /^[a-zA-Z0-9_-]{1,32}$/;

/** A link picture: an upload of the console, one of the site's own pictures, or an https address. */
export const LINK_IMAGE_RE = /^(\/(uploads|news|demo)\/[\w.-]{1,80}|https:\/\/[^\s"'<>]{1,300})$/;
/** An outer link: http(s) address or a path on this site (never a script or protocol-relative address). */
export const OUTER_LINK_RE = /^(https?:\/\/[^\s"'<>]{1,300}|\/(?!\/)[^\s"'<>]{0,300})$/;

const ZLinkFields = z.object({
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(30, '标题不能超过30个字符'),
  imageUrl: z.string({ error: '请上传图片' }).trim().min(1, '请上传图片').regex(LINK_IMAGE_RE, '图片地址无效，请重新上传'),
  jumpType: z
    .union([z.literal(1), z.literal(2)], { error: '跳转类型有误' })
    .nullable()
    .default(null),
  innerPageId: z.number({ error: '站内页面有误' }).int('站内页面有误').nullable().default(null),
  targetId: z.string().trim().max(32, '目标编号不能超过32个字符').nullable().default(null),
  outerLink: z.string().trim().max(300, '外部链接不能超过300个字符').nullable().default(null),
  sort: z.number({ error: '排序须为整数' }).int('排序须为整数').min(0, '排序须为0-999').max(999, '排序须为0-999').default(0),
  enabled: z.boolean().default(true),
});
type TLinkFields = z.output<typeof ZLinkFields>;

/** SPEC §2's jump rules as input checks: each jump type needs its own fields, and valid ones. */
function jumpRules(v: TLinkFields, ctx: z.RefinementCtx) {
  if (v.jumpType === 1) {
    const page = v.innerPageId === null ? undefined : INNER_PAGES[v.innerPageId];
    if (!page) ctx.addIssue({ code: 'custom', path: ['innerPageId'], message: '站内跳转请选择有效的站内页面' });
    else if (page.withId && !/^[\w-]{1,32}$/.test(v.targetId ?? ''))
      ctx.addIssue({ code: 'custom', path: ['targetId'], message: '该站内页面需要填写目标编号（字母、数字）' });
  }
  if (v.jumpType === 2) {
    if (!v.outerLink) ctx.addIssue({ code: 'custom', path: ['outerLink'], message: '外部跳转请填写链接' });
    else if (!OUTER_LINK_RE.test(v.outerLink))
      ctx.addIssue({ code: 'custom', path: ['outerLink'], message: '外部链接须以 https:// 、http:// 或站内路径 / 开头' });
  }
}

export const ZConsoleBannerBodySchema = ZLinkFields.extend({
  channel: z.enum(['pc', 'app'], { error: '请选择投放渠道' }),
}).superRefine(jumpRules);
export type TConsoleBannerBody = z.input<typeof ZConsoleBannerBodySchema>;

export const ZConsoleAdvertBodySchema = ZLinkFields.extend({
  placeCode: z.string({ error: '请填写广告位编码' }).trim().regex(ADVERT_PLACE_RE, '广告位编码格式不正确（字母、数字、_、-，最多32位）'),
}).superRefine(jumpRules);
export type TConsoleAdvertBody = z.input<typeof ZConsoleAdvertBodySchema>;

const ZConsoleLink = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  jumpType: z.number().int().nullable(),
  innerPageId: z.number().int().nullable(),
  targetId: z.string().nullable(),
  outerLink: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export const ZConsoleBannerSchema = ZConsoleLink.extend({ channel: z.string() });
export type TConsoleBanner = z.infer<typeof ZConsoleBannerSchema>;
export const ZConsoleAdvertSchema = ZConsoleLink.extend({ placeCode: z.string() });
export type TConsoleAdvert = z.infer<typeof ZConsoleAdvertSchema>;
