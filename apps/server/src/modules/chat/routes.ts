import { z } from 'zod';
import {
  ZBarrageSettingsSchema,
  ZChatInfoSchema,
  ZChatMessageSchema,
  ZChatNoticeSchema,
  ZChatPageRequestSchema,
  ZChatPageSchema,
  ZChatSendSchema,
  ZChatTokenQuerySchema,
  ZChatTokenSchema,
  ZChatWelcomeRequestSchema,
  ZChatWelcomeSchema,
  ZCommonQuerySchema,
  ZEnvelope,
  ZHornSchema,
  ZPageQuerySchema,
  ZPageSchema,
  ZChatRoomQuerySchema,
  ZRoomMemberAddSchema,
  ZRoomMemberListQuerySchema,
  ZRoomMemberRemoveSchema,
  ZRoomMemberSchema,
  ZWelcomeAddSchema,
  ZWelcomeEditSchema,
  ZWelcomeIdSchema,
  ZWelcomeItemSchema,
} from '@sports/contracts';
import { currentUserId, requireUserId } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { Api } from '../../http/types';
import type { ChatService } from './service';

const tags = ['chat'];
const Done = ZEnvelope(z.null());

/** The calls both hosts share: history, sending, welcome line. */
function commonChatRoutes(app: Api, svc: ChatService) {
  app.post('/chat/page', {
    schema: {
      tags,
      summary: '聊天历史（roomId 或 matchId，每页 20 条，before 向前翻页，按时间正序）',
      body: ZChatPageRequestSchema,
      response: { 200: ZEnvelope(ZChatPageSchema) },
    },
    handler: async (req) => ok(await svc.page(req.body)),
  });
  app.post('/chat/msg', {
    schema: {
      tags,
      summary: `发送聊天消息（需登录；禁言、长度、频率限制；违禁词替换为 **）`,
      body: ZChatSendSchema,
      response: { 200: ZEnvelope(ZChatMessageSchema) },
    },
    handler: async (req) => ok(await svc.send(await currentUserId(req), req.body)),
  });
  app.post('/chat/welcome', {
    schema: {
      tags,
      summary: '进入直播间的欢迎语（主播当前使用的欢迎语，未设置为 null）',
      body: ZChatWelcomeRequestSchema,
      response: { 200: ZEnvelope(ZChatWelcomeSchema) },
    },
    handler: async (req) => ok(await svc.welcome(req.body.roomId)),
  });
}

export function chatApiRoutes(svc: ChatService) {
  return async (app: Api) => {
    commonChatRoutes(app, svc);
    app.get('/chat/info/new', {
      schema: {
        tags,
        summary: '直播间聊天信息：主题、公告、欢迎语、当前用户的身份与禁言状态',
        querystring: ZChatRoomQuerySchema,
        response: { 200: ZEnvelope(ZChatInfoSchema) },
      },
      handler: async (req) => ok(await svc.info(req.query.roomId, await currentUserId(req))),
    });
    app.get('/chat/barrage/all', {
      schema: {
        tags,
        summary: '弹幕设置：表情（75 个）、长度上限、发言频率',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(ZBarrageSettingsSchema) },
      },
      handler: async () => ok(svc.barrageSettings()),
    });
    app.get('/horn/list', {
      schema: { tags, summary: '喇叭消息（全站）', querystring: ZPageQuerySchema, response: { 200: ZEnvelope(ZPageSchema(ZHornSchema)) } },
      handler: async (req) => ok(await svc.horns(req.query.page, req.query.pageSize)),
    });
    app.get('/horn/info', {
      schema: {
        tags,
        summary: '最新一条喇叭消息（没有为 null）',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(ZHornSchema.nullable()) },
      },
      handler: async () => ok(await svc.latestHorn()),
    });

    // Room managers (anchor only) and the mute list (anchor and managers). GET as SPEC lists them;
    // the changing ones still need X-Requested-With.
    const members = (kind: 'manager' | 'forbid') => {
      const label = kind === 'manager' ? '房管' : '禁言';
      app.get(`/${kind}/list`, {
        schema: {
          tags,
          summary: `${label}列表（roomId, nickName, page, pageSize）`,
          querystring: ZRoomMemberListQuerySchema,
          response: { 200: ZEnvelope(ZPageSchema(ZRoomMemberSchema)) },
        },
        handler: async (req) => ok(await (kind === 'manager' ? svc.managers : svc.forbids)(await requireUserId(req), req.query)),
      });
      app.get(`/${kind}/add`, {
        config: { csrf: true },
        schema: {
          tags,
          summary: kind === 'manager' ? '添加房管（nickName, roomId；仅主播）' : '禁言（nickName, roomId, minutes 可选；主播和房管）',
          querystring: ZRoomMemberAddSchema,
          response: { 200: Done },
        },
        handler: async (req) => {
          const actor = await requireUserId(req);
          if (kind === 'manager') await svc.addManager(actor, req.query.roomId, req.query.nickName);
          else await svc.addForbid(actor, req.query.roomId, req.query.nickName, req.query.minutes);
          return ok(null);
        },
      });
      app.get(`/${kind}/remove`, {
        config: { csrf: true },
        schema: {
          tags,
          summary: kind === 'manager' ? '移除房管（id；仅主播）' : '解除禁言（id；主播和房管）',
          querystring: ZRoomMemberRemoveSchema,
          response: { 200: Done },
        },
        handler: async (req) => {
          const actor = await requireUserId(req);
          await (kind === 'manager' ? svc.removeManager(actor, req.query.id) : svc.removeForbid(actor, req.query.id));
          return ok(null);
        },
      });
    };
    members('manager');
    members('forbid');
  };
}

export function chatTapiRoutes(svc: ChatService) {
  return async (app: Api) => {
    commonChatRoutes(app, svc);
    app.post('/chat/notice', {
      schema: { tags, summary: '直播间公告', body: ZChatWelcomeRequestSchema, response: { 200: ZEnvelope(ZChatNoticeSchema) } },
      handler: async (req) => ok(await svc.notice(req.body.roomId)),
    });
    app.get('/chat/getToken/new', {
      schema: {
        tags,
        summary: '聊天凭证（group: room:<id>、match:<id> 或房间号；2 小时有效）',
        querystring: ZChatTokenQuerySchema,
        response: { 200: ZEnvelope(ZChatTokenSchema) },
      },
      handler: async (req) => ok(await svc.token(await requireUserId(req), req.query.group)),
    });
    app.get('/user/wel/list', {
      schema: {
        tags,
        summary: '我的欢迎语（主播）',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(z.array(ZWelcomeItemSchema)) },
      },
      handler: async (req) => ok(await svc.welcomes(await requireUserId(req))),
    });
    app.post('/user/wel/add', {
      schema: { tags, summary: '添加欢迎语（最多 10 条，每条不超过 50 字）', body: ZWelcomeAddSchema, response: { 200: Done } },
      handler: async (req) => ok(await svc.addWelcome(await requireUserId(req), req.body.content).then(() => null)),
    });
    app.post('/user/wel/editContent', {
      schema: { tags, summary: '修改欢迎语', body: ZWelcomeEditSchema, response: { 200: Done } },
      handler: async (req) => ok(await svc.editWelcome(await requireUserId(req), req.body.id, req.body.content).then(() => null)),
    });
    app.post('/user/wel/del', {
      schema: { tags, summary: '删除欢迎语', body: ZWelcomeIdSchema, response: { 200: Done } },
      handler: async (req) => ok(await svc.deleteWelcome(await requireUserId(req), req.body.id).then(() => null)),
    });
    app.post('/user/wel/updateWelcome', {
      schema: { tags, summary: '使用（或取消使用）一条欢迎语', body: ZWelcomeIdSchema, response: { 200: Done } },
      handler: async (req) => ok(await svc.useWelcome(await requireUserId(req), req.body.id).then(() => null)),
    });
  };
}
