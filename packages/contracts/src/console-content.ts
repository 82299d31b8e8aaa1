import { z } from 'zod';
import { ZPostPicSchema } from './content';

/**
 * The console's news editor, circles and images (issue 15 with the content capability). An article
 * is `published` (on the site), `scheduled` (published, with a time still to come) or `unpublished`.
 */
export const NEWS_STATES = ['published', 'scheduled', 'unpublished'] as const;
export type TNewsState = (typeof NEWS_STATES)[number];
export const NEWS_STATE_LABELS: Record<TNewsState, string> = { published: '已发布', scheduled: '定时发布', unpublished: '已下线' };

/** now: on the site at once (an article already on the site keeps its time); schedule: at `at`; unpublish: off the site. */
export const NEWS_PUBLISH_MODES = ['now', 'schedule', 'unpublish'] as const;
export type TNewsPublishMode = (typeof NEWS_PUBLISH_MODES)[number];
export const NEWS_PUBLISH_LABELS: Record<TNewsPublishMode, string> = { now: '立即发布', schedule: '定时发布', unpublish: '下线' };

/** A cover is a picture the upload pipeline issued, one of the site's own, or an https address. */
export const NEWS_COVER_RE = /^(\/(uploads|news)\/[\w.-]{1,80}|https:\/\/[^\s"'<>]{1,300})$/;

/** An optional picture address: empty, or one NEWS_COVER_RE accepts. */
const ZPicture = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || NEWS_COVER_RE.test(v), { message })
    .default('');

export const ZConsoleNewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  keyword: z.string().trim().max(30, '搜索关键词不能超过30个字').optional(),
});

export const ZConsoleNewsItemSchema = z.object({
  id: z.number().int(),
  columnNo: z.string(),
  columnName: z.string(),
  title: z.string(),
  cover: z.string(),
  tags: z.array(z.string()),
  authorName: z.string(),
  state: z.enum(NEWS_STATES),
  publishedAt: z.number().int(),
  views: z.number().int(),
  commentCount: z.number().int(),
});
export type TConsoleNewsItem = z.infer<typeof ZConsoleNewsItemSchema>;
export const ZConsoleNewsDetailSchema = ZConsoleNewsItemSchema.extend({ summary: z.string(), body: z.string() });
export type TConsoleNewsDetail = z.infer<typeof ZConsoleNewsDetailSchema>;

const ZPublish = z.object({
  mode: z.enum(NEWS_PUBLISH_MODES, { message: '请选择发布方式' }),
  /** Epoch ms; needed (and in the future) when scheduling. */
  at: z.number({ message: '定时发布的时间有误' }).int('定时发布的时间有误').positive('定时发布的时间有误').optional(),
});
const scheduleNeedsTime = (v: { mode: TNewsPublishMode; at?: number }, ctx: z.RefinementCtx) => {
  if (v.mode === 'schedule' && v.at === undefined) ctx.addIssue({ code: 'custom', path: ['at'], message: '请选择定时发布的时间' });
};

export const ZConsoleNewsBodySchema = ZPublish.extend({
  columnNo: z.string({ message: '请选择分类' }).trim().min(1, '请选择分类').max(20, '请选择分类'),
  title: z.string({ message: '请填写标题' }).trim().min(1, '请填写标题').max(60, '标题不能超过60个字符'),
  summary: z.string().trim().max(120, '摘要不能超过120个字符').default(''),
  cover: ZPicture('封面图片地址无效，请重新上传'),
  body: z.string({ message: '请填写正文' }).min(1, '请填写正文').max(100_000, '正文不能超过10万个字符'),
  tags: z.array(z.string().trim().min(1, '标签不能为空').max(12, '每个标签不能超过12个字符')).max(8, '标签最多8个').default([]),
}).superRefine(scheduleNeedsTime);
export type TConsoleNewsBody = z.input<typeof ZConsoleNewsBodySchema>;
export const ZConsoleNewsPublishSchema = ZPublish.superRefine(scheduleNeedsTime);

/** Pictures for covers and article bodies, through the same pipeline as the community's (checked, re-encoded). */
export const ZConsoleImagesSchema = ZPostPicSchema;

export const ZConsoleCircleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  postCount: z.number().int(),
});
export type TConsoleCircle = z.infer<typeof ZConsoleCircleSchema>;
export const ZConsoleCircleBodySchema = z.object({
  name: z.string({ message: '请填写圈子名称' }).trim().min(1, '请填写圈子名称').max(20, '圈子名称不能超过20个字符'),
  description: z.string().trim().max(100, '圈子简介不能超过100个字符').default(''),
  icon: ZPicture('图标地址无效，请重新上传'),
  sort: z.number().int('排序须为整数').min(0, '排序须为0-999').max(999, '排序须为0-999').default(0),
});
