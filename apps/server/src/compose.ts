import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config/env';
import type { Database } from './db/schema';
import { rateLimiter, type RateLimiter } from './http/rate-limit';
import { chatModule } from './modules/chat';
import { identityModule, type IdentityDeps } from './modules/identity';
import { liveModule, livePortsOfServices } from './modules/live';
import { siteModule } from './modules/site';
import { sportsModule } from './modules/sports';
import { giftsModule, nobilityModule, rechargeModule, walletModule, withdrawModule } from './modules/wallet';
import { mediaModule } from './media';
import { announceInRooms } from './room-announcements';
import { memoryCounters, type SharedCounters } from './state/counters';

/** A logger that drops everything (seeding, tools). */
export function quietLog(): FastifyBaseLogger {
  const none = () => undefined;
  const log = { level: 'silent', fatal: none, error: none, warn: none, info: none, debug: none, trace: none, silent: none };
  return Object.assign(log, { child: () => log }) as unknown as FastifyBaseLogger;
}

export interface ComposeOptions {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Rate limits, chat pacing and viewer counts; in memory by default. */
  counters?: SharedCounters;
  /** Rate limits over `counters` by default. */
  limiter?: RateLimiter;
  /** The feed's clock (a simulator may run faster than real time); Date.now by default. */
  now?: () => number;
  /** tests swap the SMS provider and limits */
  identity?: Pick<IdentityDeps, 'smsProvider' | 'smsLimits' | 'limiter'>;
  /** Viewers connected to a room (the realtime hub's count); none without sockets. */
  viewers?: (roomId: number) => number;
}

/**
 * Every capability wired once, with its ports to the others' services: the server (app.ts) adds
 * HTTP and sockets around it; the admin commands, the seed and the tools use it as it is.
 */
export function composeModules(o: ComposeOptions) {
  const { db, config, log } = o;
  const counters = o.counters ?? memoryCounters();
  const limiter = o.limiter ?? rateLimiter(counters);
  const site = siteModule(db, config);
  const wallet = walletModule(db);
  const recharge = rechargeModule(db, config.pay, {
    log,
    limiter,
    publicOrigin: config.publicOrigin,
    production: config.env === 'production',
  });
  const identity = identityModule({
    db,
    config,
    log,
    captchaSwitch: async () => (await site.service.config()).jiyanSwitch,
    onUserCreated: (userId) => wallet.service.openAccount(userId),
    experience: (userId) => wallet.service.spentDiamonds(userId),
    limiter,
    ...o.identity,
  });
  const withdraw = withdrawModule({
    db,
    wallet: wallet.service,
    keys: identity.keys,
    sms: identity.sms,
    ports: {
      getSetting: (key) => site.service.getSetting(key),
      setSetting: (key, value) => site.service.setSetting(key, value),
      setPayPassword: (userId, plain) => identity.service.setPayPassword(userId, plain),
      payPasswordMatches: (plain, hash) => identity.service.payPasswordMatches(plain, hash),
      contacts: (ids) => identity.service.contacts(ids),
    },
    limiter: o.identity?.limiter ?? limiter,
    sandbox: config.pay.withdrawBlocked,
  });
  const sports = sportsModule(db, { now: o.now });
  // Chat, gifts and nobility are built before live (the socket hub needs chat, live needs the hub): they reach rooms lazily.
  const rooms = () => live.service;
  const chat = chatModule(db, {
    counters,
    ports: {
      room: (roomId) => rooms().roomSummary(roomId),
      matchExists: (matchId) => sports.scores.matchExists(matchId),
      user: (id) => identity.service.publicUser({ id }),
      userByNick: (nickName) => identity.service.publicUser({ nickName }),
      nobleOf: (userId) => nobility.noble.nobleOf(userId),
    },
  });
  const gifts = giftsModule(db, wallet.service, {
    // Real time, not the feed's clock (which a simulator may run faster): combos, days and ranks are wall-clock.
    anchorSharePercent: config.gifts.anchorSharePercent,
    log,
    limiter,
    ports: {
      room: (roomId) => rooms().roomSummary(roomId),
      users: (ids) => identity.service.publicUsers(ids),
    },
  });
  const nobility = nobilityModule(
    db,
    {
      roomExists: (roomId) => rooms().roomExists(roomId),
      user: (id) => identity.service.publicUser({ id }),
      users: (ids) => identity.service.publicUsers(ids),
      log,
    },
    { limiter },
  );
  // Gifts, red packets and noble entries are kept in their room's chat history as lines.
  announceInRooms(chat.service, gifts.events, nobility.events);
  const live = liveModule(
    db,
    {
      ports: {
        ...livePortsOfServices({ identity: identity.service, scores: sports.scores, site: site.service }),
        viewers: (roomId) => o.viewers?.(roomId) ?? 0,
        play: (roomId) => media.service.play(roomId),
        wealthRank: (since, size) => gifts.service.wealthRank(since, size),
      },
      feedNow: o.now,
    },
    limiter,
  );
  const media = mediaModule({ db, rooms: live.service, config: config.media, log, limiter });
  return { site, wallet, recharge, identity, withdraw, sports, chat, gifts, nobility, live, media, counters, limiter };
}
export type Modules = ReturnType<typeof composeModules>;
