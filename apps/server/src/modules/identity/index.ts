import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/schema';
import { rateLimiter, type RateLimiter } from '../../http/rate-limit';
import { accountService } from './accounts';
import { userByMobile } from './admin';
import { appUserApiRoutes, gradeTapiRoutes } from './app-routes';
import { captchaRepository } from './captcha/repository';
import { geetestValidator } from './captcha/geetest';
import { captchaTapiRoutes } from './captcha/routes';
import { captchaService } from './captcha/service';
import { dynamicKeys } from './dynamic-key';
import { profileService } from './profile';
import { profileApiRoutes, profileTapiRoutes, uploadFileRoutes } from './profile-routes';
import { identityRepository } from './repository';
import { identityTapiRoutes } from './routes';
import { consoleUserActions, type ConsoleUserPorts } from './console-users';
import { sanctionConsoleActions } from './sanctions/console';
import { sanctionsRepository } from './sanctions/repository';
import { sanctionService } from './sanctions/service';
import { ensureDemoUser, seedIdentity, type DemoUser } from './seed';
import { hashToken, identityService } from './service';
import type { SessionUser } from './session-user';
import { aliyunProvider } from './sms/aliyun';
import { outboxProvider, type SmsProvider } from './sms/provider';
import { smsRepository } from './sms/repository';
import { smsTapiRoutes } from './sms/routes';
import { smsService, type SmsLimits } from './sms/service';
import { uploadService } from './upload';

export { userCommands } from './admin';
export { identityVersion } from './changes';
export type { ConsoleUserPorts } from './console-users';
export { sanctionCommands } from './sanctions/admin';
export type { SanctionService } from './sanctions/service';
export type { DynamicKeys } from './dynamic-key';
export { hashToken, type IdentityService, type SessionUser, type TProfile, type TPublicUser } from './service';
export type { SmsService } from './sms/service';

export interface IdentityDeps {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** the site's captcha switch (jiyanSwitch) */
  captchaSwitch: () => Promise<number>;
  /** called once for every new user (the wallet opens its account) */
  onUserCreated: (userId: number) => Promise<void>;
  /** tests replace the SMS provider and limits */
  smsProvider?: SmsProvider;
  smsLimits?: SmsLimits;
  /** tests that are not about abuse limits lift them */
  limiter?: RateLimiter;
  /** a user's level experience: the diamonds spent (the wallet); none without a wallet */
  experience?: (userId: number) => Promise<number>;
  /** an expert's favors and records, computed from settled plans (the experts capability); the stored profile without it */
  expertRecords?: (userId: number) => Promise<{ favors: number; fans: number; fifteenRecords: number; sevenRecords: number }>;
  /** called after a user's nickname changed (live refreshes its copy on the anchor's room) */
  onNickChanged?: (userId: number) => Promise<void>;
  /** a system message in the user's inbox inside `trx` (the content capability's notices): an operator's warning */
  inbox(trx: Kysely<Database>, userId: number, text: string): Promise<void>;
}

/** The identity capability wired up: sessions, accounts, SMS, captchas, profile and uploads, with their routes. */
export function identityModule(d: IdentityDeps) {
  const repo = identityRepository(d.db);
  const limiter = d.limiter ?? rateLimiter();
  const service = identityService(repo);
  const keys = dynamicKeys(repo);
  const captcha = captchaService({
    repo: captchaRepository(d.db),
    limiter,
    vendor: d.config.geetest ? geetestValidator(d.config.geetest) : undefined,
  });
  const smsRepo = smsRepository(d.db);
  const provider =
    d.smsProvider ??
    (d.config.sms.provider === 'gateway' && d.config.sms.gateway ? aliyunProvider(d.config.sms.gateway) : outboxProvider(smsRepo, d.log));
  if (provider.name === 'outbox' && d.config.env === 'production') {
    d.log.warn(
      'SMS codes go to the development outbox (printed in this log only); set SMS_PROVIDER=gateway with Aliyun credentials for real users',
    );
  }
  const sms = smsService({
    repo: smsRepo,
    provider,
    checkHuman: captcha.checkHuman,
    captchaSwitch: d.captchaSwitch,
    brandName: d.config.brand.name,
    limits: d.smsLimits,
  });
  const sanctions = sanctionService({
    repo: sanctionsRepository(d.db),
    userExists: async (id) => (await repo.findUserById(id)) !== undefined,
    inbox: d.inbox,
  });
  const accounts = accountService({ repo, keys, sms, sessions: service, sanctions, onUserCreated: d.onUserCreated });
  const profile = profileService({ repo, sms, expertRecords: d.expertRecords, onNickChanged: d.onNickChanged });
  const uploads = uploadService({ repo, dir: d.config.uploadDir });
  return {
    service,
    /** Site-wide mutes, bans, address bans and warnings: other capabilities ask `mayWrite` / `maySpeak` before a user's words. */
    sanctions,
    /** Why a session token no longer works (its user is banned), for the signed-in calls' refusal; null otherwise. */
    sessionRefusal: (token: string) => sanctions.refusalOf(hashToken(token)),
    /** The console's users page and sanctions (decision 0028), with the wallet's reads for the page. */
    consoleActions: (ports: ConsoleUserPorts) => [...consoleUserActions(d.db, sanctions, ports), ...sanctionConsoleActions(sanctions)],
    sms,
    captcha,
    keys,
    /** The upload pipeline (base64 images checked and re-encoded), for other capabilities' pictures. */
    uploads,
    /** The user an operator names by mobile (admin commands), or a clear error. */
    userByMobile: (mobile: string | undefined) => userByMobile(d.db, mobile),
    /** Demo accounts of a fresh install, and demo users of other capabilities' seeds, each with its wallet. */
    seeds: {
      demoUsers: (now?: number) => seedIdentity(d.db, d.onUserCreated, now),
      ensureDemoUser: (u: DemoUser, now?: number) => ensureDemoUser(d.db, d.onUserCreated, u, now),
      /** A demo user (made on first use) as a session of theirs would give them: the demo broadcast acts as its anchor. */
      async demoSessionUser(u: DemoUser, now?: number): Promise<SessionUser> {
        const { id } = await ensureDemoUser(d.db, d.onUserCreated, u, now);
        const user = await service.sessionUser(id);
        if (!user) throw new Error(`demo user ${u.mobile} not stored`);
        return user;
      },
    },
    tapi: [
      identityTapiRoutes({ svc: service, accounts, keys, limiter }),
      smsTapiRoutes(sms, { devOutbox: d.config.env !== 'production' }),
      captchaTapiRoutes(captcha),
      profileTapiRoutes({ profile, uploads, limiter }),
      gradeTapiRoutes(d.experience ?? (async () => 0)),
    ],
    api: [profileApiRoutes({ uploads, limiter }), appUserApiRoutes(service)],
    root: uploadFileRoutes(uploads),
  };
}
