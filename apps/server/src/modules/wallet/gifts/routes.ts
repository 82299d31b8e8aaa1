import { z } from 'zod';
import {
  ZCommonQuerySchema,
  ZContributorSchema,
  ZEnvelope,
  ZGiftSchema,
  ZGiftSendBodySchema,
  ZGiftSendResultSchema,
  ZRoomUserRankQuerySchema,
  ZTicketStatusSchema,
  ZWatchBeatBodySchema,
  ZWatchBeatResultSchema,
} from '@sports/contracts';
import { requireUserId } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { rateLimiter, type RateLimiter } from '../../../http/rate-limit';
import type { Api } from '../../../http/types';
import type { GiftService } from './service';
import type { TicketService } from './tickets';

const tags = ['wallet'];
/** Gift sends per user: at most `burst` in each window (combo clicking stays well inside it). */
export const GIFT_LIMIT = { burst: 10, windowMs: 1000 } as const;

/** App API host (/api): the gift catalogue. */
export function giftApiRoutes(svc: GiftService) {
  return async (app: Api) => {
    app.get('/chat/gift/all', {
      schema: {
        tags,
        summary: '礼物列表（价格为球钻或球票，effect 为特效等级 0-3）',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(z.array(ZGiftSchema)) },
      },
      handler: async () => ok(await svc.catalogue()),
    });
  };
}

/** Main API host (/tapi): sending gifts, the room's contributor rank, tickets. */
export function giftTapiRoutes(svc: GiftService, tickets: TicketService, limiter: RateLimiter = rateLimiter()) {
  return async (app: Api) => {
    app.post('/pay/gift', {
      schema: {
        tags,
        summary: '送礼物（球钻礼物：主播按分成比例得可提现球钻；球票礼物不产生收入），返回送礼后余额与连击信息',
        body: ZGiftSendBodySchema,
        response: { 200: ZEnvelope(ZGiftSendResultSchema) },
      },
      handler: async (req) => {
        const uid = await requireUserId(req);
        await limiter.enforce(`gift:${uid}`, GIFT_LIMIT.burst, GIFT_LIMIT.windowMs, 'GIFT_TOO_FAST');
        return ok(await svc.send(uid, req.body));
      },
    });
    app.get('/pay/room/user/rank', {
      schema: {
        tags,
        summary: '直播间贡献榜：送给该主播的球钻合计（rankType day/week/month/all）',
        querystring: ZRoomUserRankQuerySchema,
        response: { 200: ZEnvelope(z.array(ZContributorSchema)) },
      },
      handler: async (req) => ok(await svc.contributors(req.query.anchorId, req.query.rankType, req.query.size)),
    });
    app.get('/pay/ticket/status', {
      schema: {
        tags,
        summary: '今日球票：是否已签到、观看奖励进度、球票余额',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(ZTicketStatusSchema) },
      },
      handler: async (req) => ok(await tickets.ticketStatus(await requireUserId(req))),
    });
    app.post('/pay/sign-in', {
      schema: {
        tags,
        summary: '每日签到领球票（北京时间每天一次）',
        body: ZCommonQuerySchema.optional(),
        response: { 200: ZEnvelope(ZTicketStatusSchema) },
      },
      handler: async (req) => ok(await tickets.signIn(await requireUserId(req))),
    });
    app.post('/pay/watch/heartbeat', {
      schema: {
        tags,
        summary: '观看直播计时（每分钟一次；每满5分钟得1球票，每日上限12）',
        body: ZWatchBeatBodySchema,
        response: { 200: ZEnvelope(ZWatchBeatResultSchema) },
      },
      handler: async (req) => ok(await tickets.watchBeat(await requireUserId(req), req.body.roomId)),
    });
  };
}
