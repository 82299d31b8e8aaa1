import fs from 'node:fs';
import { z } from 'zod';
import {
  ZBindPhoneBodySchema,
  ZCommonQuerySchema,
  ZEnvelope,
  ZExpertInfoBodySchema,
  ZExpertInfoSchema,
  ZNickNameCheckSchema,
  ZNickNameQuerySchema,
  ZPortraitQuerySchema,
  ZRealNameBodySchema,
  ZRealNameSchema,
  ZUpdateInfoBodySchema,
  ZUploadBase64BodySchema,
  ZUploadResultSchema,
} from '@sports/contracts';
import { requireUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { Api } from '../../http/types';
import type { ProfileService } from './profile';
import type { UploadService } from './upload';

const tags = ['identity'];
const Null = ZEnvelope(z.null());

/** The base64 upload handler, mounted under /tapi and /api (SPEC names both). */
function uploadRoute(app: Api, url: string, uploads: UploadService, limiter: RateLimiter) {
  app.post(url, {
    schema: {
      tags,
      summary: '上传图片（base64 / data URL，最多 9 张，每张 ≤ 2MB；返回图片地址）',
      body: ZUploadBase64BodySchema,
      response: { 200: ZEnvelope(ZUploadResultSchema) },
    },
    config: { encryption: false },
    handler: async (req) => {
      const user = await requireUser(req);
      await limiter.enforce(`upload:${user.id}`, 30, 600_000);
      return ok(await uploads.saveBase64(Number(user.id), req.body.files));
    },
  });
}

export function profileTapiRoutes(deps: { profile: ProfileService; uploads: UploadService; limiter: RateLimiter }) {
  const { profile, uploads, limiter } = deps;
  return async (app: Api) => {
    app.post('/tj/expert/info', {
      schema: {
        tags,
        summary: '专家信息（仅专家）',
        body: ZExpertInfoBodySchema.optional(),
        response: { 200: ZEnvelope(ZExpertInfoSchema) },
      },
      handler: async (req) => ok(await profile.expertInfo(await requireUser(req))),
    });
    app.get('/user/check/nick-name', {
      schema: {
        tags,
        summary: '昵称是否可用（1-10 个字符）',
        querystring: ZNickNameQuerySchema,
        response: { 200: ZEnvelope(ZNickNameCheckSchema) },
      },
      handler: async (req) => {
        await limiter.enforce(`nick:${req.ip}`, 60, 60_000);
        const user = await req.currentUser();
        return ok({ available: await profile.nickAvailable(req.query.nickName, user ? Number(user.id) : null) });
      },
    });
    app.get('/user/center/updateNickName', {
      schema: { tags, summary: '修改昵称（需 X-Requested-With）', querystring: ZNickNameQuerySchema, response: { 200: Null } },
      config: { csrf: true },
      handler: async (req) => {
        await profile.updateNick(await requireUser(req), req.query.nickName);
        return ok(null);
      },
    });
    app.get('/user/center/updatePortrait', {
      schema: {
        tags,
        summary: '修改头像（仅本人上传的图片地址；需 X-Requested-With）',
        querystring: ZPortraitQuerySchema,
        response: { 200: Null },
      },
      config: { csrf: true },
      handler: async (req) => {
        await profile.updatePortrait(await requireUser(req), req.query.portraitUrl);
        return ok(null);
      },
    });
    app.post('/user/center/updateInfo', {
      schema: { tags, summary: '修改个人简介（≤ 100 字）', body: ZUpdateInfoBodySchema, response: { 200: Null } },
      handler: async (req) => {
        await profile.updateDescription(await requireUser(req), req.body.description);
        return ok(null);
      },
    });
    app.get('/user/center/real-name', {
      schema: { tags, summary: '实名认证状态（脱敏）', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(ZRealNameSchema) } },
      handler: async (req) => ok(profile.realName(await requireUser(req))),
    });
    app.post('/user/center/real-name', {
      schema: { tags, summary: '提交实名认证（仅一次）', body: ZRealNameBodySchema, response: { 200: ZEnvelope(ZRealNameSchema) } },
      handler: async (req) => ok(await profile.setRealName(await requireUser(req), req.body.realName, req.body.idCard)),
    });
    app.post('/user/center/bind/phone', {
      schema: { tags, summary: '绑定/更换手机号（新手机号的短信验证码，类型 3）', body: ZBindPhoneBodySchema, response: { 200: Null } },
      handler: async (req) => {
        await profile.bindPhone(await requireUser(req), req.body.mobile, req.body.verifyCode);
        return ok(null);
      },
    });
    uploadRoute(app, '/user/common/multiUploadBase64', uploads, limiter);
  };
}

export function profileApiRoutes(deps: { uploads: UploadService; limiter: RateLimiter }) {
  return async (app: Api) => uploadRoute(app, '/upload/multiUploadBase64', deps.uploads, deps.limiter);
}

/** GET /uploads/<name>: stored uploads, immutable (names are random and never reused). */
export function uploadFileRoutes(uploads: UploadService) {
  return async (app: Api) => {
    app.get('/uploads/:name', {
      schema: { hide: true, params: z.object({ name: z.string() }) },
      handler: async (req, reply) => {
        const file = uploads.filePath(req.params.name);
        const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
        if (!file || !stat?.isFile()) throw new AppError('NOT_FOUND');
        reply.header('content-type', 'image/webp');
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('x-content-type-options', 'nosniff');
        return reply.send(fs.createReadStream(file));
      },
    });
  };
}
