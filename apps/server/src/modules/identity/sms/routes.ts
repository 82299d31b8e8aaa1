import { IDENTITY_ROUTES as R } from '@sports/contracts';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { SmsService } from './service';

/** `devOutbox`: serve GET /dev/sms (the outbox is the provider and the server is not in production mode). */
export function smsTapiRoutes(sms: SmsService, opts: { devOutbox: boolean }) {
  return async (app: Api) => {
    serve(app, R.sendSms, {
      handler: async (req) => {
        const user = await req.currentUser();
        await sms.send({ ...req.body, ip: req.ip, loggedIn: !!user, userMobile: user?.mobile ?? null });
        return null;
      },
    });
    serve(app, R.verifyCode, { handler: (req) => sms.check(req.query.mobile, req.query.type, req.query.verifyCode) });
    // Only while the development outbox delivers codes, and never in production mode.
    if (opts.devOutbox && sms.providerName === 'outbox') {
      serve(app, R.devSms, { handler: async (req) => ({ list: await sms.outbox(req.query.mobile) }) });
    }
  };
}
