import Fastify, { type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION, HEADERS, HORN_TOPIC, MESSAGES, roomTopic, SCORE_TOPICS } from '@sports/contracts';
import type { ZodType } from 'zod';
import type { AppConfig } from './config/env';
import { requestLogOptions } from './config/logger';
import type { Db } from './db/client';
import { keepTrigramIndexesMerged } from './db/like';
import { currentUserId, installAuth } from './http/auth';
import { installCookies } from './http/cookies';
import { encryptionHooks } from './http/encryption';
import { cleanInput } from './http/clean-input';
import { handleError } from './http/error-handler';
import { installSecurityHeaders, SecuredResponse } from './http/security-headers';
import { requestId } from './http/request-id';
import { strictNumbers } from './http/strict-wire';
import { installIdempotency } from './http/idempotency';
import { answerClientError, errorBody } from './http/errors';
import type { Api } from './http/types';
import { composeModules } from './compose';
import type { IdentityDeps } from './modules/identity';
import { SportsEvents } from './modules/sports';
import { memoryBus, type LiveBus, type TopicHead } from './realtime/bus';
import { registerRealtime } from './realtime';
import { snapshotProvider } from './realtime/snapshots';
import { rateLimiter } from './http/rate-limit';
import { memoryCounters, type SharedCounters } from './state/counters';

export const API_PREFIXES = ['/tapi', '/aapi', '/api', '/capi'] as const;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A topic head as a list version; the same string while the head stays, so a kept list's version check is one comparison of references. */
function headVersions() {
  let last: { epoch: string; seq: number; version: string } | undefined;
  return (head: TopicHead): string => {
    if (last?.seq !== head.seq || last.epoch !== head.epoch) last = { ...head, version: `${head.epoch}:${head.seq}` };
    return last.version;
  };
}

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
  /** The real time at which the feed's clock showed a given time (the inverse of `now`); identity by default. */
  wallOf?: (feedMs: number) => number;
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
  wallOf,
  counters: sharedCounters,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Without a log (tests, benches) Fastify's own no-op request loggers cost nothing; ours would.
    ...(logger === false ? {} : requestLogOptions()),
    genReqId: requestId,
    bodyLimit: 12 * 1024 * 1024,
    // Malformed requests Node refuses before routing (431 headers too large, 400) get the envelope too.
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy,
    // Its answers write the security headers and the request id with their head (decision 0053).
    http: { ServerResponse: SecuredResponse },
  }).withTypeProvider<ZodTypeProvider>();

  // Numbers on the wire are strict (a JSON number or a decimal string) in bodies, queries and paths.
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    if (route.httpPart === 'headers') return validate;
    // The numeric fields are found once per route here, not on every request.
    const fix = strictNumbers(route.schema as ZodType, route.httpPart !== 'body');
    return fix ? (data: unknown) => validate(fix(data)) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  installSecurityHeaders(app);
  installCookies(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.brand.name} API`,
        version: APP_VERSION,
        description: '所有接口返回 {code, message, data}，code 为 200 表示成功。',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: HEADERS.accessToken },
          operatorSession: { type: 'apiKey', in: 'cookie', name: 'op_session' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: ['/docs/api', '/docs/api/*', '/healthz'] }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs/api', uiConfig: { docExpansion: 'list', deepLinking: true } });

  const counters = sharedCounters ?? memoryCounters();
  const limiter = rateLimiter(counters);
  app.addHook('onClose', () => counters.close());
  const events = sportsEvents ?? new SportsEvents();
  const liveBus = bus ?? memoryBus();
  const listVersions = { football: headVersions(), basketball: headVersions() };
  // The realtime hub needs chat (built in the modules); live's viewer counts need the hub: read lazily.
  let hub: Awaited<ReturnType<typeof registerRealtime>>['hub'] | null = null;
  const {
    site,
    wallet,
    recharge,
    identity,
    withdraw,
    sports,
    chat,
    gifts,
    nobility,
    live,
    media,
    content,
    experts,
    operators,
    consoleActions,
    replays,
  } = composeModules({
    db: db.db,
    config,
    log: app.log,
    counters,
    limiter,
    now,
    wallOf,
    sportsEvents: events,
    identity: identityOverrides,
    // A score list is rebuilt when its sport's score topic moves: the feed's every list change is published there.
    // A bus in memory gives the head at once, so a kept list answers without a promise (decision 0068).
    scoreListVersion: (sport) => {
      const version = listVersions[sport];
      return liveBus.headNow ? version(liveBus.headNow(SCORE_TOPICS[sport])) : liveBus.head(SCORE_TOPICS[sport]).then(version);
    },
    viewers: (roomId) => counters.presence(roomTopic(roomId), hub?.subscriberCount(roomTopic(roomId)) ?? 0),
  });
  const sportsSnapshot = snapshotProvider(sports.live);
  const realtime = await registerRealtime(app, {
    bus: liveBus,
    events,
    chatEvents: chat.events,
    liveEvents: live.events,
    snapshot: async (topic) =>
      topic === HORN_TOPIC ? chat.service.hornSnapshot() : topic.startsWith('room:') ? chat.service.snapshot(topic) : sportsSnapshot(topic),
    say: chat.say,
    ws: config.ws,
  });
  hub = realtime.hub;
  // Room topics' viewer counts of this process, for the other processes' online counts.
  counters.reportPresence(() => new Map([...realtime.hub.topicCounts()].filter(([topic]) => topic.startsWith('room:'))));
  installAuth(app, identity.service, identity.sessionRefusal);
  const keepIdempotentAnswer = installIdempotency(app, db.db, currentUserId);
  if (config.encryptionKey) app.log.info('request encryption is on for this brand');
  const encryption = encryptionHooks(config.encryptionKey);
  app.decorateRequest('encrypted', false);

  // Probes call it every few seconds from every balancer: it is not traffic, so it writes no request line (warnings and errors still do).
  const health = { status: 'ok', brand: config.brand.id, version: APP_VERSION };
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, async () => health);

  const api = (prefix: (typeof API_PREFIXES)[number], ...plugins: ((a: Api) => Promise<void>)[]) =>
    app.register(
      async (scope) => {
        scope.addHook('onRequest', (req, reply, done) => {
          const csrf = req.routeOptions.config?.csrf;
          const needed = csrf === true || (UNSAFE_METHODS.has(req.method) && csrf !== false);
          if (needed && req.headers['x-requested-with'] !== 'XMLHttpRequest') {
            reply.status(403).send(errorBody(MESSAGES.FORBIDDEN.code, '请求来源校验失败'));
            return;
          }
          done();
        });
        scope.addHook('preValidation', encryption.preValidation);
        scope.addHook('preValidation', cleanInput);
        scope.addHook('onSend', keepIdempotentAnswer);
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
    site.tapi,
    ...identity.tapi,
    wallet.tapi,
    recharge.tapi,
    withdraw.tapi,
    gifts.tapi,
    nobility.tapi,
    sports.tapi,
    live.tapi,
    chat.tapi,
    content.tapi,
    experts.tapi,
    replays.tapi,
  );
  await api('/aapi', site.aapi);
  await api('/api', site.api, ...identity.api, wallet.api, sports.api, live.api, chat.api, gifts.api, media.api, ...replays.api);
  // The operators' console: its own prefix and session; every call checks the operator's permission.
  await api('/capi', operators.capi(consoleActions));
  await app.register(identity.root);
  media.registerPlayback(app);
  replays.registerFiles(app);
  app.addHook('onClose', () => media.stop());
  app.addHook('onClose', () => replays.stop());
  if (config.media.enabled && config.replays.record) replays.startSweep();
  nobility.startSweep();
  app.addHook('onClose', async () => nobility.stopSweep());
  // Plans settle when the feed reports a match over, and on a sweep (a restart or a missed event settles nothing twice).
  const stopSettling = events.on('match.changed', (e) => {
    if (e.patch.state !== undefined) experts.matchChanged(e.matchId);
  });
  experts.startSweep();
  app.addHook('onClose', async () => {
    stopSettling();
    experts.stopSweep();
  });
  // A search's trigram lookups read one tree whatever the number of rooms and users (db/like.ts).
  const stopMerging = keepTrigramIndexesMerged(db.db, (err) => app.log.error({ err }, 'trigram index merge failed'));
  app.addHook('onClose', async () => stopMerging());

  return Object.assign(app, {
    sportsEvents: events,
    realtime,
    live: live.service,
    chat: chat.service,
    liveBus,
    media,
    replays,
    gifts: gifts.service,
    nobility,
    identitySeeds: identity.seeds,
    /** Who a session token names and what user info and balances answer them: the pages' served session (decision 0051). */
    identity: identity.service,
    wallet: wallet.service,
    sportsService: sports.service,
    datacentre: sports.datacentre,
    experts: experts.service,
    site: site.service,
  });
}
export type App = Awaited<ReturnType<typeof buildApp>>;
