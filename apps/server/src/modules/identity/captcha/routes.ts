import {
  ZCaptchaCheckBodySchema,
  ZCaptchaGetBodySchema,
  ZCaptchaResponseSchema,
  ZCommonQuerySchema,
  ZEnvelope,
  ZSlideCheckBodySchema,
  ZSlideCheckResultSchema,
  ZSlidePuzzleSchema,
} from '@sports/contracts';
import { ok } from '../../../http/envelope';
import type { Api } from '../../../http/types';
import type { CaptchaService } from './service';

const tags = ['captcha'];

export function captchaTapiRoutes(captcha: CaptchaService) {
  return async (app: Api) => {
    app.post('/inform/captcha/get', {
      schema: {
        tags,
        summary: '获取行为验证码（blockPuzzle 滑块拼图 / clickWord 文字点选；AJ-Captcha 协议）',
        body: ZCaptchaGetBodySchema,
        response: { 200: ZCaptchaResponseSchema },
      },
      handler: async (req) => captcha.get(req.body.captchaType, req.ip),
    });
    app.post('/inform/captcha/check', {
      schema: {
        tags,
        summary: '校验行为验证码；成功返回一次性 captchaVerification',
        body: ZCaptchaCheckBodySchema,
        response: { 200: ZCaptchaResponseSchema },
      },
      handler: async (req) => captcha.check(req.body.captchaType, req.body.token, req.body.pointJson),
    });
    app.get('/user/verification/sliding-verification', {
      schema: {
        tags,
        summary: '登录面板滑块拼图（目标位置只在服务端，coox 为 null）',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(ZSlidePuzzleSchema) },
      },
      handler: async (req) => ok(await captcha.slidePuzzle(req.ip)),
    });
    app.post('/user/verification/sliding-verification/check', {
      schema: {
        tags,
        summary: '校验滑块落点（误差 6 以内）；成功返回一次性 captchaVerification',
        body: ZSlideCheckBodySchema,
        response: { 200: ZEnvelope(ZSlideCheckResultSchema) },
      },
      handler: async (req) => ok(await captcha.slideCheck(req.body.token, req.body.coox)),
    });
  };
}
