import { IDENTITY_ROUTES as R } from '@sports/contracts';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { CaptchaService } from './service';

export function captchaTapiRoutes(captcha: CaptchaService) {
  return async (app: Api) => {
    serve(app, R.captchaGet, { handler: async (req) => captcha.get(req.body.captchaType, req.ip) });
    serve(app, R.captchaCheck, { handler: async (req) => captcha.check(req.body.captchaType, req.body.token, req.body.pointJson) });
    serve(app, R.slidePuzzle, { handler: (req) => captcha.slidePuzzle(req.ip) });
    serve(app, R.slideCheck, { handler: (req) => captcha.slideCheck(req.body.token, req.body.coox, req.body.track) });
  };
}
