import { z } from 'zod';
import {
  ZAnchorCardSchema,
  ZAnchorMatchQuerySchema,
  ZAttentionPageQuerySchema,
  ZAttentionPageSchema,
  ZAuditInfoSchema,
  ZAuditSubmitSchema,
  ZCommonQuerySchema,
  ZEnvelope,
  ZHistoryItemSchema,
  ZHistoryQuerySchema,
  ZHotUserQuerySchema,
  ZMatchAnchorsQuerySchema,
  ZMatchListPageBodySchema,
  ZMatchWithAnchorsSchema,
  ZOnlineSchema,
  ZOperAttentionQuerySchema,
  ZOperAttentionResultSchema,
  ZPageQuerySchema,
  ZPageSchema,
  ZRankItemSchema,
  ZRankQuerySchema,
  ZReportBodySchema,
  ZReserveBodySchema,
  ZRoomCardSchema,
  ZRoomDetailSchema,
  ZLiveRoomQuerySchema,
  ZRoomInfoSchema,
  ZRoomPageQuerySchema,
  ZRoomUpdateBodySchema,
  ZScoreMatchSchema,
  ZSearchRoomQuerySchema,
  ZSizeQuerySchema,
  ZUserIdQuerySchema,
  ZUserPageQuerySchema,
  ZPersonalSpaceQuerySchema,
  ZPersonalSpaceSchema,
  ZUserAttentionQuerySchema,
} from '@sports/contracts';
import { currentUserId, requireUser, requireUserId } from '../../http/auth';
import { ok } from '../../http/envelope';
import { rateLimiter, type RateLimiter } from '../../http/rate-limit';
import type { Api } from '../../http/types';
import type { LiveService } from './service';

const tags = ['live'];
const ZRoomInfoQuerySchema = ZCommonQuerySchema.extend({ roomId: z.coerce.number().int().min(1).optional() });
const ZFansQuerySchema = ZPageQuerySchema.extend({
  anchorId: z.coerce.number().int().min(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
const ZFanSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  followedAt: z.number().int(),
});

/** Per-user limits of the writing calls (follow toggles, reports, applications). */
const LIMITS = {
  attention: [60, 60_000],
  report: [10, 3_600_000],
  audit: [5, 3_600_000],
  reserve: [60, 60_000],
  roomUpdate: [30, 60_000],
} as const;

/** App API host (/api): rooms, anchors, follows, reservations, ranks, reports, history, anchor applications. */
export function liveApiRoutes(svc: LiveService, limiter: RateLimiter = rateLimiter()) {
  const limit = (name: keyof typeof LIMITS, userId: number) => limiter.enforce(`live:${name}:${userId}`, LIMITS[name][0], LIMITS[name][1]);
  return async (app: Api) => {
    app.get('/room/page', {
      schema: {
        tags,
        summary: '直播间列表（roomType 1 仅直播中；navId 分类；word 搜索标题或主播）',
        querystring: ZRoomPageQuerySchema,
        response: { 200: ZEnvelope(ZPageSchema(ZRoomCardSchema)) },
      },
      handler: async (req) => ok(await svc.page(req.query)),
    });
    app.get('/room/detail', {
      schema: {
        tags,
        summary: '直播间详情：主播、公告、绑定比赛、播放地址、是否已关注',
        querystring: ZLiveRoomQuerySchema,
        response: { 200: ZEnvelope(ZRoomDetailSchema) },
      },
      handler: async (req) => ok(await svc.detail(req.query.roomId, await currentUserId(req))),
    });
    app.get('/room/detailShowNum', {
      schema: {
        tags,
        summary: '直播间在线人数（当前连接的观众）',
        querystring: ZLiveRoomQuerySchema,
        response: { 200: ZEnvelope(ZOnlineSchema) },
      },
      handler: async (req) => ok(await svc.online(req.query.roomId)),
    });
    app.get('/room/info', {
      schema: {
        tags,
        summary: '主播自己的直播间设置（仅主播）',
        querystring: ZRoomInfoQuerySchema,
        response: { 200: ZEnvelope(ZRoomInfoSchema) },
      },
      handler: async (req) => ok(await svc.info(await requireUser(req), req.query.roomId)),
    });
    app.post('/room/update', {
      schema: {
        tags,
        summary: '修改直播设置：标题、封面、分类、绑定比赛、公告（仅主播）',
        body: ZRoomUpdateBodySchema,
        response: { 200: ZEnvelope(ZRoomInfoSchema) },
      },
      handler: async (req) => {
        const user = await requireUser(req);
        await limit('roomUpdate', Number(user.id));
        return ok(await svc.update(user, req.body));
      },
    });
    app.get('/room/hotAppRoom', {
      schema: {
        tags,
        summary: '热门直播间（直播中优先，按在线人数）',
        querystring: ZSizeQuerySchema,
        response: { 200: ZEnvelope(z.array(ZRoomCardSchema)) },
      },
      handler: async (req) => ok(await svc.hotRooms(req.query.size)),
    });
    app.get('/user/hot', {
      schema: {
        tags,
        summary: '热门主播（type 为分类 id，0 全部）',
        querystring: ZHotUserQuerySchema,
        response: { 200: ZEnvelope(z.array(ZAnchorCardSchema)) },
      },
      handler: async (req) => ok(await svc.hotAnchors(req.query.size, req.query.type, await currentUserId(req))),
    });
    app.get('/user/recommend', {
      schema: {
        tags,
        summary: '推荐主播（未关注的、直播中优先）',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(z.array(ZAnchorCardSchema)) },
      },
      handler: async (req) => ok(await svc.recommendAnchors(await currentUserId(req))),
    });
    app.get('/user/pageList', {
      schema: {
        tags,
        summary: '主播列表（按昵称搜索，分页）',
        querystring: ZUserPageQuerySchema,
        response: { 200: ZEnvelope(ZPageSchema(ZAnchorCardSchema)) },
      },
      handler: async (req) => ok(await svc.pageAnchors(req.query.word, req.query.page, req.query.pageSize, await currentUserId(req))),
    });
    app.get('/user/fans', {
      schema: { tags, summary: '主播的粉丝列表', querystring: ZFansQuerySchema, response: { 200: ZEnvelope(ZPageSchema(ZFanSchema)) } },
      handler: async (req) => ok(await svc.fans(req.query.anchorId, req.query.page, req.query.pageSize)),
    });
    app.get('/match/pcAnchorByMatch', {
      schema: {
        tags,
        summary: '直播某场比赛的主播',
        querystring: ZMatchAnchorsQuerySchema,
        response: { 200: ZEnvelope(z.array(ZAnchorCardSchema)) },
      },
      handler: async (req) => ok(await svc.anchorsByMatch(req.query.matchId, req.query.matchType, await currentUserId(req))),
    });
    app.get('/rank/anchor', {
      schema: {
        tags,
        summary: '主播榜：统计周期内新增粉丝数（day 今日、week 本周、month 本月）',
        querystring: ZRankQuerySchema,
        response: { 200: ZEnvelope(z.array(ZRankItemSchema)) },
      },
      handler: async (req) => ok(await svc.rank('anchor', req.query.rankType)),
    });
    app.get('/rank/price', {
      schema: {
        tags,
        summary: '财富榜：统计周期内送出礼物的球钻合计',
        querystring: ZRankQuerySchema,
        response: { 200: ZEnvelope(z.array(ZRankItemSchema)) },
      },
      handler: async (req) => ok(await svc.rank('price', req.query.rankType)),
    });
    app.get('/search/roomByWord', {
      schema: {
        tags,
        summary: '搜索直播间与主播（type 1 直播间和主播，2 仅主播）',
        querystring: ZSearchRoomQuerySchema,
        response: { 200: ZEnvelope(z.object({ rooms: z.array(ZRoomCardSchema), anchors: z.array(ZAnchorCardSchema) })) },
      },
      handler: async (req) => ok(await svc.search(req.query.word, req.query.type, await currentUserId(req))),
    });
    app.post('/report/add', {
      schema: { tags, summary: '举报直播间（同一直播间10分钟内一次）', body: ZReportBodySchema, response: { 200: ZEnvelope(z.null()) } },
      handler: async (req) => {
        const user = await requireUser(req);
        await limit('report', Number(user.id));
        await svc.report(Number(user.id), req.body);
        return ok(null);
      },
    });
    app.get('/history/list', {
      schema: {
        tags,
        summary: '我的直播记录（仅主播；日期 YYYY-MM-DD）',
        querystring: ZHistoryQuerySchema,
        response: { 200: ZEnvelope(ZPageSchema(ZHistoryItemSchema)) },
      },
      handler: async (req) => ok(await svc.history(await requireUser(req), req.query)),
    });
    app.get('/audit/info', {
      schema: {
        tags,
        summary: '我的主播申请及审核状态（0 审核中，1 已通过，2 未通过；null 未申请）',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(ZAuditInfoSchema) },
      },
      handler: async (req) => ok(await svc.auditInfo(await requireUserId(req))),
    });
    app.post('/audit/submit', {
      schema: { tags, summary: '申请成为主播', body: ZAuditSubmitSchema, response: { 200: ZEnvelope(ZAuditInfoSchema) } },
      handler: async (req) => {
        const user = await requireUser(req);
        await limit('audit', Number(user.id));
        return ok(await svc.auditSubmit(user, req.body));
      },
    });
    app.get('/attention/operAttention', {
      // SPEC lists it as a GET; it changes data, so it asks for the X-Requested-With header.
      config: { csrf: true },
      schema: {
        tags,
        summary: '关注或取消关注：type 1 主播（targetId 主播 id），2 比赛（targetId 比赛 id）；operateType 1 关注，0 取消',
        querystring: ZOperAttentionQuerySchema,
        response: { 200: ZEnvelope(ZOperAttentionResultSchema) },
      },
      handler: async (req) => {
        const user = await requireUser(req);
        await limit('attention', Number(user.id));
        return ok(await svc.operAttention(Number(user.id), req.query));
      },
    });
    app.get('/attention/pageAttention', {
      schema: {
        tags,
        summary: '我的关注（attentionType 1 主播，2 比赛；每页10条）',
        querystring: ZAttentionPageQuerySchema,
        response: { 200: ZEnvelope(ZAttentionPageSchema) },
      },
      handler: async (req) => ok(await svc.pageAttention(await requireUserId(req), req.query)),
    });
    app.get('/attention/getAttentionMatchByUser', {
      schema: { tags, summary: '我关注的比赛', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(z.array(ZScoreMatchSchema)) } },
      handler: async (req) => ok(await svc.attentionMatches(await requireUserId(req))),
    });
    app.post('/match/reserve', {
      schema: {
        tags,
        summary: '预约比赛（operateType 1 预约，0 取消）',
        body: ZReserveBodySchema,
        response: { 200: ZEnvelope(z.object({ isReserve: z.number().int() })) },
      },
      handler: async (req) => {
        const user = await requireUser(req);
        await limit('reserve', Number(user.id));
        return ok(await svc.reserve(Number(user.id), req.body));
      },
    });
    app.get('/match/reserveMatchByUser', {
      schema: {
        tags,
        summary: '我预约的比赛及直播它的主播',
        querystring: ZUserIdQuerySchema,
        response: { 200: ZEnvelope(z.array(ZMatchWithAnchorsSchema)) },
      },
      // Bookings are private: always the caller's own, whatever userId says.
      handler: async (req) => {
        const user = await requireUser(req);
        return ok(await svc.reservedMatches(Number(user.id), Number(user.id)));
      },
    });
    app.get('/match/next', {
      schema: {
        tags,
        summary: '即将直播的比赛及主播（userId 仅该主播）',
        querystring: ZUserIdQuerySchema,
        response: { 200: ZEnvelope(z.array(ZMatchWithAnchorsSchema)) },
      },
      handler: async (req) => ok(await svc.nextMatches(req.query.userId, await currentUserId(req))),
    });
    app.get('/match/list', {
      schema: {
        tags,
        summary: '主播绑定的比赛（anchorId，缺省为自己）',
        querystring: ZAnchorMatchQuerySchema,
        response: { 200: ZEnvelope(z.array(ZScoreMatchSchema)) },
      },
      handler: async (req) => {
        const anchorId = req.query.anchorId ?? (await requireUserId(req));
        return ok(await svc.anchorMatches(anchorId, await currentUserId(req)));
      },
    });
    app.post('/match/listPage', {
      schema: {
        tags,
        summary: '可绑定的比赛（未结束，三小时前至七天后开赛；仅主播）',
        body: ZMatchListPageBodySchema,
        response: { 200: ZEnvelope(ZPageSchema(ZScoreMatchSchema)) },
      },
      handler: async (req) => {
        const user = await requireUser(req);
        await svc.requireOwnRoom(user);
        return ok(await svc.bindableMatches(req.body, Number(user.id)));
      },
    });
  };
}

/** Main API host (/tapi): personal spaces and their follow and fan lists. */
export function liveTapiRoutes(svc: LiveService) {
  return async (app: Api) => {
    app.get('/user/info/personal-space', {
      schema: {
        tags,
        summary: '个人空间：资料、粉丝与关注数、直播间、是否已关注',
        querystring: ZPersonalSpaceQuerySchema,
        response: { 200: ZEnvelope(ZPersonalSpaceSchema) },
      },
      handler: async (req) => ok(await svc.space(req.query.id, await currentUserId(req))),
    });
    app.get('/user/info/attention', {
      schema: {
        tags,
        summary: '个人空间的关注（type 1）与粉丝（type 2）列表，每页10条',
        querystring: ZUserAttentionQuerySchema,
        response: { 200: ZEnvelope(ZPageSchema(ZAnchorCardSchema)) },
      },
      handler: async (req) =>
        ok(await svc.attentionOf(req.query.userId, req.query.type, req.query.page, req.query.pageSize, await currentUserId(req))),
    });
  };
}
