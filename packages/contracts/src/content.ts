import { z } from 'zod';
import { ZCommonQuerySchema, ZPageQuerySchema } from './envelope';

/** Limits of user-written content (posts, comments, feedback); the server enforces them, the forms show them. */
export const CONTENT_LIMITS = {
  newsPageSize: 30,
  postTitleMax: 30,
  postContentMax: 1000,
  postImagesMax: 9,
  commentMax: 200,
  feedbackMax: 500,
  reportReasonMax: 100,
  keywordMax: 20,
} as const;

const id = (error: string) => z.coerce.number({ error }).int({ error }).min(1, { error }).max(Number.MAX_SAFE_INTEGER, { error });
const page = z.coerce.number().int().min(1).max(10000).default(1);
const pageSize = (d: number) => z.coerce.number().int().min(1).max(100).default(d);
const keyword = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.keywordMax, { error: `搜索关键词不能超过${CONTENT_LIMITS.keywordMax}个字` })
  .optional();

// ---------------------------------------------------------------- news (头条)

/** A news category (column); `columnNo` is what lists are asked by (SPEC §3 info list query). */
export const ZInfoCategorySchema = z.object({ id: z.number().int(), columnNo: z.string(), name: z.string(), sort: z.number().int() });
export type TInfoCategory = z.infer<typeof ZInfoCategorySchema>;

/** One article in a list: no body. */
export const ZInfoItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  columnNo: z.string(),
  columnName: z.string(),
  tags: z.array(z.string()),
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  views: z.number().int(),
  commentCount: z.number().int(),
  publishedAt: z.number().int(),
});
export type TInfoItem = z.infer<typeof ZInfoItemSchema>;

export const ZInfoLinkSchema = z.object({ id: z.number().int(), title: z.string() });

/** SPEC §3 "Info detail": tags, next, previous, others, title; `body` is sanitised HTML. */
export const ZInfoDetailSchema = ZInfoItemSchema.extend({
  body: z.string(),
  previous: ZInfoLinkSchema.nullable(),
  next: ZInfoLinkSchema.nullable(),
  others: z.array(ZInfoItemSchema),
  collected: z.boolean(),
});
export type TInfoDetail = z.infer<typeof ZInfoDetailSchema>;

/** SPEC §3 "Info list query": columnNo, platform, pageParam{pageNum, pageSize}; search adds keyword, authorId. */
export const ZInfoListRequestSchema = z.object({
  channelId: z.coerce.number().int().optional(),
  platform: z.coerce.number().int().optional(),
  columnNo: z.union([z.string().max(20), z.number().int()]).optional(),
  keyword,
  authorId: z.coerce.number().int().min(1).optional(),
  pageParam: z
    .object({ pageNum: page, pageSize: pageSize(CONTENT_LIMITS.newsPageSize) })
    .default({ pageNum: 1, pageSize: CONTENT_LIMITS.newsPageSize }),
});
export type TInfoListRequest = z.input<typeof ZInfoListRequestSchema>;

export const ZInfoRecommendRequestSchema = z.object({
  channelId: z.coerce.number().int().optional(),
  platform: z.coerce.number().int().optional(),
  columnNo: z.union([z.string().max(20), z.number().int()]).optional(),
  size: z.coerce.number().int().min(1).max(30).default(10),
});
export const ZIdParamsSchema = z.object({ id: id('内容不存在') });

/** Favourites (SPEC §7 /inform/info/collect?collectId&flag&type): flag 1 adds, 0 removes; type 1 news, 2 posts. */
export const ZInfoCollectQuerySchema = ZCommonQuerySchema.extend({
  collectId: id('收藏的内容不存在'),
  flag: z.coerce.number().int().min(0).max(1, { error: '参数flag只能为0或1' }),
  type: z.coerce.number().int().min(1).max(2).default(1),
});
export const ZInfoCollectResultSchema = z.object({ collected: z.boolean() });
export const ZMyCollectQuerySchema = ZCommonQuerySchema.extend({
  type: z.coerce.number().int().min(1).max(2).default(1),
  page,
  pageSize: pageSize(10),
});

// ---------------------------------------------------------------- comments (news and posts)

/** 1 a community post, 2 a news article. */
export const ZCommentTargetSchema = z.coerce.number().int().min(1).max(2);
/** A reply under a comment (one level deep, as comment threads show them). */
export const ZReplySchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  type: z.number().int(),
  parentId: z.number().int().nullable(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  /** Whom a reply answers (the parent's author or the one replied to). */
  replyToNickName: z.string().nullable(),
  content: z.string(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  createdAt: z.number().int(),
});
export type TReply = z.infer<typeof ZReplySchema>;
/** A top-level comment with its replies, oldest first. */
export const ZCommentSchema = ZReplySchema.extend({ replies: z.array(ZReplySchema) });
export type TComment = z.infer<typeof ZCommentSchema>;
export const ZCommentListQuerySchema = ZCommonQuerySchema.extend({ postId: id('内容不存在'), page, pageSize: pageSize(10) });
export const ZCommentReplySchema = z.object({
  type: ZCommentTargetSchema.default(1),
  postId: id('内容不存在'),
  /** The comment answered: a reply; none: a top-level comment. */
  commentId: z.coerce.number().int().min(1).optional(),
  content: z
    .string({ error: '评论内容不能为空' })
    .trim()
    .min(1, { error: '评论内容不能为空' })
    .max(CONTENT_LIMITS.commentMax, { error: `评论不能超过${CONTENT_LIMITS.commentMax}个字` }),
});
export const ZLikeResultSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });

// ---------------------------------------------------------------- community (社区)

export const ZCircleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  postCount: z.number().int(),
});
export type TCircle = z.infer<typeof ZCircleSchema>;

export const ZPostSchema = z.object({
  id: z.number().int(),
  circleId: z.number().int(),
  circleName: z.string(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  isAnchor: z.boolean(),
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  liked: z.boolean(),
  mine: z.boolean(),
  createdAt: z.number().int(),
});
export type TPost = z.infer<typeof ZPostSchema>;

export const ZPostPicSchema = z.object({
  files: z
    .array(z.string().max(3_000_000), { error: '请选择图片' })
    .min(1, { error: '请选择图片' })
    .max(CONTENT_LIMITS.postImagesMax, { error: `最多上传${CONTENT_LIMITS.postImagesMax}张图片` }),
});
export const ZPostSaveSchema = z.object({
  circleId: id('请选择圈子'),
  title: z
    .string()
    .trim()
    .max(CONTENT_LIMITS.postTitleMax, { error: `标题不能超过${CONTENT_LIMITS.postTitleMax}个字` })
    .default(''),
  content: z
    .string({ error: '帖子内容不能为空' })
    .trim()
    .min(1, { error: '帖子内容不能为空' })
    .max(CONTENT_LIMITS.postContentMax, { error: `帖子内容不能超过${CONTENT_LIMITS.postContentMax}个字` }),
  images: z
    .array(z.string().max(200))
    .max(CONTENT_LIMITS.postImagesMax, { error: `最多上传${CONTENT_LIMITS.postImagesMax}张图片` })
    .default([]),
});
export type TPostSave = z.input<typeof ZPostSaveSchema>;

export const ZPostListRequestSchema = z.object({
  channelId: z.coerce.number().int().optional(),
  platform: z.coerce.number().int().optional(),
  circleId: z.coerce.number().int().min(1).optional(),
  keyword,
  page,
  pageSize: pageSize(20),
});
export const ZAnchorPostListRequestSchema = z.object({
  channelId: z.coerce.number().int().optional(),
  platform: z.coerce.number().int().optional(),
  anchorId: id('主播不存在'),
  page,
  pageSize: pageSize(20),
});
export const ZMyPostQuerySchema = ZCommonQuerySchema.extend({ page, pageSize: pageSize(20) });
export const ZPostIdQuerySchema = ZCommonQuerySchema.extend({ postId: id('帖子不存在') });
export const ZShieldSchema = z
  .object({ postId: z.coerce.number().int().min(1).optional(), authorId: z.coerce.number().int().min(1).optional() })
  .refine((v) => v.postId !== undefined || v.authorId !== undefined, { error: '请选择要屏蔽的帖子或用户' });
export const ZPostReportSchema = z.object({
  postId: id('帖子不存在'),
  reason: z
    .string({ error: '请填写举报原因' })
    .trim()
    .min(1, { error: '请填写举报原因' })
    .max(CONTENT_LIMITS.reportReasonMax, { error: `举报原因不能超过${CONTENT_LIMITS.reportReasonMax}个字` }),
});
export const ZFeedbackSchema = z.object({
  content: z
    .string({ error: '请填写反馈内容' })
    .trim()
    .min(1, { error: '请填写反馈内容' })
    .max(CONTENT_LIMITS.feedbackMax, { error: `反馈内容不能超过${CONTENT_LIMITS.feedbackMax}个字` }),
  contact: z.string().trim().max(50, { error: '联系方式不能超过50个字' }).default(''),
});

/**
 * Something that happened to what a user wrote (a reply to it or a like of it), or a system message
 * to the user (an operator's warning: `excerpt` is its text, no post): /v/message.
 */
export const ZContentNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['reply', 'like', 'system']),
  fromNickName: z.string(),
  postId: z.number().int(),
  type: z.number().int(),
  excerpt: z.string(),
  createdAt: z.number().int(),
});
export type TContentNotice = z.infer<typeof ZContentNoticeSchema>;

/** What to list of my notices: all, replies only or likes only. */
export const ZNoticeQuerySchema = ZPageQuerySchema.extend({ kind: z.enum(['reply', 'like']).optional() });
/** A comment or reply I wrote, with what it is on (a post or article, if still shown). */
export const ZMyCommentSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  postId: z.number().int(),
  content: z.string(),
  replyToNickName: z.string().nullable(),
  likeCount: z.number().int(),
  /** The post's or article's title; empty when it was deleted or hidden. */
  targetTitle: z.string(),
  targetShown: z.boolean(),
  createdAt: z.number().int(),
});
export type TMyComment = z.infer<typeof ZMyCommentSchema>;
