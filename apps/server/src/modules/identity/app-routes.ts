import { ACCOUNT_APP_ROUTES as R, gradeOf } from '@sports/contracts';
import { requireUser, requireUserId } from '../../http/auth';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { IdentityService } from './service';

/** App API (/api): the signed-in user (SPEC /api/user/info, the same answer as /tapi/user/center/info). */
export function appUserApiRoutes(svc: IdentityService) {
  return async (app: Api) => {
    serve(app, R.appUserInfo, { handler: async (req) => svc.userInfo(await requireUserId(req)) });
  };
}

/** Main API (/tapi): the caller's level page (/v/grade), experience from the diamonds spent (the wallet). */
export function gradeTapiRoutes(experience: (userId: number) => Promise<number>) {
  return async (app: Api) => {
    serve(app, R.userGrade, {
      handler: async (req) => {
        const user = await requireUser(req);
        return gradeOf(user.level, await experience(Number(user.id)));
      },
    });
  };
}
