import fs from 'node:fs';
import { z } from 'zod';
import { IDENTITY_ROUTES as R } from '@sports/contracts';
import { requireUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { ProfileService } from './profile';
import type { UploadService } from './upload';

/** The base64 upload handler, mounted under /tapi and /api (SPEC names both). */
function uploadRoute(app: Api, route: typeof R.upload | typeof R.uploadApi, uploads: UploadService, limiter: RateLimiter) {
  serve(app, route, {
    options: { config: { encryption: false } },
    handler: async (req) => {
      const user = await requireUser(req);
      await limiter.enforce(`upload:${user.id}`, 30, 600_000);
      return uploads.saveBase64(Number(user.id), req.body.files);
    },
  });
}

export function profileTapiRoutes(deps: { profile: ProfileService; uploads: UploadService; limiter: RateLimiter }) {
  const { profile, uploads, limiter } = deps;
  return async (app: Api) => {
    serve(app, R.expertInfo, { handler: async (req) => profile.expertInfo(await requireUser(req)) });
    serve(app, R.nickCheck, {
      handler: async (req) => {
        await limiter.enforce(`nick:${req.ip}`, 60, 60_000);
        const user = await req.currentUser();
        return { available: await profile.nickAvailable(req.query.nickName, user ? Number(user.id) : null) };
      },
    });
    serve(app, R.updateNickName, {
      options: { config: { csrf: true } },
      handler: async (req) => {
        await profile.updateNick(await requireUser(req), req.query.nickName);
        return null;
      },
    });
    serve(app, R.updatePortrait, {
      options: { config: { csrf: true } },
      handler: async (req) => {
        await profile.updatePortrait(await requireUser(req), req.query.portraitUrl);
        return null;
      },
    });
    serve(app, R.updateInfo, {
      handler: async (req) => {
        await profile.updateDescription(await requireUser(req), req.body.description);
        return null;
      },
    });
    serve(app, R.realName, { handler: async (req) => profile.realName(await requireUser(req)) });
    serve(app, R.setRealName, { handler: async (req) => profile.setRealName(await requireUser(req), req.body.realName, req.body.idCard) });
    serve(app, R.bindPhone, {
      handler: async (req) => {
        await profile.bindPhone(await requireUser(req), req.body.mobile, req.body.verifyCode);
        return null;
      },
    });
    uploadRoute(app, R.upload, uploads, limiter);
  };
}

export function profileApiRoutes(deps: { uploads: UploadService; limiter: RateLimiter }) {
  return async (app: Api) => uploadRoute(app, R.uploadApi, deps.uploads, deps.limiter);
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
