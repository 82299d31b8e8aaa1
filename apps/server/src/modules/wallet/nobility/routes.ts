import { z } from 'zod';
import {
  ZEnvelope,
  ZNobleEnterResultSchema,
  ZNobleEnterSchema,
  ZNobleListQuerySchema,
  ZNobleListSchema,
  ZNoblePurchaseResultSchema,
  ZNoblePurchaseSchema,
  ZRedPacketDetailSchema,
  ZRedPacketGrabResultSchema,
  ZRedPacketIdSchema,
  ZRedPacketQuerySchema,
  ZRedPacketRoomQuerySchema,
  ZRedPacketSendResultSchema,
  ZRedPacketSendSchema,
} from '@sports/contracts';
import { currentUserId, requireUserId } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import type { Api } from '../../../http/types';
import type { NobleService } from './noble-service';
import type { RedPacketService } from './redpacket-service';

const tags = ['wallet'];

/** /tapi/pay/room/nobility/* and /tapi/pay/room/redpacket/*. */
export function nobilityTapiRoutes(noble: NobleService, packets: RedPacketService) {
  return async (app: Api) => {
    app.get('/pay/room/nobility/list', {
      schema: {
        tags,
        summary:
          '贵族等级（价格、续费价、特权）、当前用户的贵族（未登录或未开通为 null）；带 roomId 时返回直播间内的贵族（最近 5 分钟在房间内，等级高者在前）',
        querystring: ZNobleListQuerySchema,
        response: { 200: ZEnvelope(ZNobleListSchema) },
      },
      handler: async (req) => ok(await noble.list(await currentUserId(req), req.query.roomId)),
    });
    app.post('/pay/room/nobility/purchase', {
      schema: {
        tags,
        summary:
          '开通/续费/升级贵族（需登录；扣球钻，交易类型 15）。同等级续费从当前到期时间顺延；高等级升级立即生效、按全价计费；有更高等级时不能开通低等级',
        body: ZNoblePurchaseSchema,
        response: { 200: ZEnvelope(ZNoblePurchaseResultSchema) },
      },
      handler: async (req) => ok(await noble.purchase(await requireUserId(req), req.body)),
    });
    app.post('/pay/room/nobility/enter', {
      schema: {
        tags,
        summary: '进入直播间（直播间页面打开时和每隔几分钟调用）：贵族进入房间贵族列表，伯爵及以上每个房间 10 分钟内最多播报一次进场',
        body: ZNobleEnterSchema,
        response: { 200: ZEnvelope(ZNobleEnterResultSchema) },
      },
      handler: async (req) => ok(await noble.enter(await requireUserId(req), req.body.roomId)),
    });

    app.post('/pay/room/redpacket/send', {
      schema: {
        tags,
        summary: '在直播间发红包（需登录；金额 1-100000 球钻且不少于个数，个数 1-100；交易类型 10；10 分钟未抢完的部分退回，交易类型 12）',
        body: ZRedPacketSendSchema,
        response: { 200: ZEnvelope(ZRedPacketSendResultSchema) },
      },
      handler: async (req) => ok(await packets.send(await requireUserId(req), req.body)),
    });
    app.post('/pay/room/redpacket/grab', {
      schema: {
        tags,
        summary: '抢红包（需登录；每人每个红包一次，不能抢自己的；交易类型 11）',
        body: ZRedPacketIdSchema,
        response: { 200: ZEnvelope(ZRedPacketGrabResultSchema) },
      },
      handler: async (req) => ok(await packets.grab(await requireUserId(req), req.body.packetId)),
    });
    app.get('/pay/room/redpacket/detail', {
      schema: {
        tags,
        summary: '红包详情：谁抢到多少、手气最佳（抢完或过期后标出）、我抢到的金额',
        querystring: ZRedPacketQuerySchema,
        response: { 200: ZEnvelope(ZRedPacketDetailSchema) },
      },
      handler: async (req) => ok(await packets.detail(req.query.packetId, await currentUserId(req))),
    });
    app.get('/pay/room/redpacket/list', {
      schema: {
        tags,
        summary: '直播间最近 10 分钟内的红包（新的在前）',
        querystring: ZRedPacketRoomQuerySchema,
        response: { 200: ZEnvelope(z.array(ZRedPacketDetailSchema)) },
      },
      handler: async (req) => ok(await packets.roomPackets(req.query.roomId, await currentUserId(req))),
    });
  };
}
