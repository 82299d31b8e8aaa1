import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION, HEADERS, MESSAGES, roomTopic } from '@sports/contracts';
import type { ZodType } from 'zod';
import type { AppConfig } from './config/env';
import type { Db } from './db/client';
import { currentUserId, installAuth } from './http/auth';
import { encryptionHooks } from './http/encryption';
import { cleanInput } from './http/clean-input';
import { handleError } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { strictNumbers } from './http/strict-wire';
import { installIdempotency } from './http/idempotency';
import { answerClientError, errorBody } from './http/errors';
import type { Api } from './http/types';
import { identityModule, type IdentityDeps } from './modules/identity';
import { siteRepository } from './modules/site/repository';
import { siteAapiRoutes, siteApiRoutes, siteTapiRoutes } from './modules/site/routes';
import { siteService } from './modules/site/service';
import { sportsModule } from './modules/sports';
import { liveModule } from './modules/live';
import { livePortsOfServices } from './modules/live/service';
import { walletRepository } from './modules/wallet/repository';
import { walletTapiRoutes } from './modules/wallet/routes';
import { walletService } from './modules/wallet/service';
import { rechargeModule } from './modules/wallet/recharge';
import { withdrawModule } from './modules/wallet/withdraw';
import { giftsModule } from './modules/wallet/gifts';
import { nobilityModule } from './modules/wallet/nobility';
import { SportsEvents } from './modules/sports/events';
import { feedQueries } from './modules/sports/feed-repository';
import { memoryBus, type LiveBus } from './realtime/bus';
import { registerRealtime } from './realtime';
import { chatModule } from './modules/chat';
import { mediaModule } from './media';
import { snapshotProvider } from './realtime/snapshots';
import { rateLimiter } from './http/rate-limit';
import { memoryCounters, type SharedCounters } from './state/counters';

export const API_PREFIXES = ['/tapi', '/aapi', '/api'] as const;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * X-Requested-With is required on POST/PUT/PATCH/DELETE; false exempts a route called by third
     * parties (payment notifications), true requires it on a GET that changes data.
     */
    csrf?: boolean;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** tests swap the SMS provider and limits */
  identity?: Pick<IdentityDeps, 'smsProvider' | 'smsLimits' | 'limiter'>;
  /** Sports domain events (the feed emits them, live push forwards them); a fresh emitter by default. */
  sportsEvents?: SportsEvents;
  /** Fan-out of live events; in memory by default. Closed with the app. */
  bus?: LiveBus;
  /** The feed's clock (a simulator may run faster than real time); Date.now by default. */
  now?: () => number;
  /** Rate limits, chat pacing and viewer counts shared across processes; in memory by default. Closed with the app. */
  counters?: SharedCounters;
}

/** Composition root of the API: every module's services and routes, without the web pages. */
export async function buildApp({
  config,
  db,
  logger,
  identity: identityOverrides,
  sportsEvents,
  bus,
  now,
  counters: sharedCounters,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const incoming = req.headers[HEADERS.requestId];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 12 * 1024 * 1024,
    // Malformed requests Node refuses before routing (431 headers too large, 400) get the envelope too.
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  // Bodies carry strict numbers (a JSON number or a decimal string); queries are text by nature.
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    if (route.httpPart !== 'body') return validate;
    return (data: unknown) => validate(strictNumbers(route.schema as ZodType, data));
  });
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (req, reply) => {
    reply.header(HEADERS.requestId, req.id);
  });

  await installSecurityHeaders(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.brand.name} API`,
        version: APP_VERSION,
        description: '所有接口返回 {code, message, data}，code 为 200 表示成功。',
      },
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: HEADERS.accessToken } } },
    },
    transform: createJsonSchemaTransform({ skipList: ['/docs/api', '/docs/api/*', '/healthz'] }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs/api', uiConfig: { docExpansion: 'list', deepLinking: true } });

  const counters = sharedCounters ?? memoryCounters();
  const limiter = rateLimiter(counters);
  app.addHook('onClose', () => counters.close());
  const site = siteService(siteRepository(db.db), config.brand, { encryptionKey: config.encryptionKey });
  const wallet = walletService(walletRepository(db.db));
  const recharge = rechargeModule(db.db, config.pay, {
    log: app.log,
    limiter,
    publicOrigin: config.publicOrigin,
    production: config.env === 'production',
  });
  const identity = identityModule({
    db: db.db,
    config,
    log: app.log,
    captchaSwitch: async () => (await site.config()).jiyanSwitch,
    onUserCreated: (userId) => wallet.openAccount(userId),
    limiter,
    ...identityOverrides,
  });
  const withdraw = withdrawModule({
    db: db.db,
    wallet,
    keys: identity.keys,
    sms: identity.sms,
    ports: {
      getSetting: (key) => site.getSetting(key),
      setSetting: (key, value) => site.setSetting(key, value),
      setPayPasswordHash: (userId, hash) => identity.service.setPayPasswordHash(userId, hash),
      contacts: (ids) => identity.service.contacts(ids),
    },
    limiter: identityOverrides?.limiter ?? limiter,
    sandbox: config.pay.withdrawBlocked,
  });
  const sports = sportsModule(db.db, { now });
  const events = sportsEvents ?? new SportsEvents();
  const liveBus = bus ?? memoryBus();
  // Chat is built before live (the socket hub needs chat, live needs the hub): it reaches rooms lazily.
  const rooms = () => live.service;
  const chat = chatModule(db.db, liveBus, {
    counters,
    ports: {
      room: (roomId) => rooms().roomSummary(roomId),
      matchExists: (matchId) => sports.scores.matchExists(matchId),
      user: (id) => identity.service.publicUser({ id }),
      userByNick: (nickName) => identity.service.publicUser({ nickName }),
      nobleOf: (userId) => nobility.noble.nobleOf(userId),
    },
  });
  const gifts = giftsModule(db.db, wallet, {
    // Real time, not the feed's clock (which a simulator may run faster): combos, days and ranks are wall-clock.
    anchorSharePercent: config.gifts.anchorSharePercent,
    log: app.log,
    limiter,
    ports: {
      room: (roomId) => rooms().roomSummary(roomId),
      users: (ids) => identity.service.publicUsers(ids),
      announce: (roomId, input) => chat.service.announce(roomId, input),
    },
  });
  const nobility = nobilityModule(
    db.db,
    {
      roomExists: (roomId) => rooms().roomExists(roomId),
      user: (id) => identity.service.publicUser({ id }),
      users: (ids) => identity.service.publicUsers(ids),
      announce: (roomId, input) => chat.service.announce(roomId, input),
      log: app.log,
    },
    { limiter },
  );
  const sportsSnapshot = snapshotProvider(sports.scores, feedQueries(db.db));
  const realtime = await registerRealtime(app, {
    bus: liveBus,
    events,
    snapshot: async (topic) => (topic.startsWith('room:') ? chat.service.snapshot(topic) : sportsSnapshot(topic)),
    say: chat.say,
    ws: config.ws,
  });
  const live = liveModule(
    db.db,
    {
      ports: {
        ...livePortsOfServices({ identity: identity.service, scores: sports.scores, site }),
        viewers: (roomId) => counters.presence(roomTopic(roomId), realtime.hub.subscriberCount(roomTopic(roomId))),
        play: (roomId) => media.service.play(roomId),
        wealthRank: (since, size) => gifts.service.wealthRank(since, size),
      },
    },
    limiter,
  );
  const media = mediaModule({ db: db.db, rooms: live.service, config: config.media, log: app.log, limiter });
  // Room topics' viewer counts of this process, for the other processes' online counts.
  counters.reportPresence(() => new Map([...realtime.hub.topicCounts()].filter(([topic]) => topic.startsWith('room:'))));
  installAuth(app, identity.service);
  installIdempotency(app, db.db, currentUserId);
  if (config.encryptionKey) app.log.info('request encryption is on for this brand');
  const encryption = encryptionHooks(config.encryptionKey);
  app.decorateRequest('encrypted', false);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', brand: config.brand.id, version: APP_VERSION }));

  const api = (prefix: (typeof API_PREFIXES)[number], ...plugins: ((a: Api) => Promise<void>)[]) =>
    app.register(
      async (scope) => {
        scope.addHook('onRequest', async (req, reply) => {
          const csrf = req.routeOptions.config?.csrf;
          const needed = csrf === true || (UNSAFE_METHODS.has(req.method) && csrf !== false);
          if (needed && req.headers['x-requested-with'] !== 'XMLHttpRequest') {
            return reply.status(403).send(errorBody(MESSAGES.FORBIDDEN.code, '请求来源校验失败'));
          }
        });
        scope.addHook('preValidation', encryption.preValidation);
        scope.addHook('preValidation', cleanInput);
        scope.addHook('onSend', encryption.onSend);
        for (const p of plugins) await scope.register(p);
        scope.all('/*', { schema: { hide: true } }, async (_req, reply) =>
          reply.status(404).send(errorBody(MESSAGES.NOT_FOUND.code, '接口不存在')),
        );
      },
      { prefix },
    );

  await api(
    '/tapi',
    siteTapiRoutes(site),
    ...identity.tapi,
    walletTapiRoutes(wallet),
    recharge.tapi,
    withdraw.tapi,
    gifts.tapi,
    nobility.tapi,
    sports.tapi,
    live.tapi,
    chat.tapi,
  );
  await api('/aapi', siteAapiRoutes(site));
  await api('/api', siteApiRoutes(site), ...identity.api, sports.api, live.api, chat.api, gifts.api, media.api);
  await app.register(identity.root);
  media.registerPlayback(app);
  app.addHook('onClose', () => media.stop());
  nobility.startSweep();
  app.addHook('onClose', async () => nobility.stopSweep());

  return Object.assign(app, {
    sportsEvents: events,
    realtime,
    live: live.service,
    chat: chat.service,
    liveBus,
    media,
    gifts: gifts.service,
    nobility,
  });
}
export type App = Awaited<ReturnType<typeof buildApp>>;
